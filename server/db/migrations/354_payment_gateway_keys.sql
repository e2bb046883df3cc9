-- The gateway keys the Owner saves in Manage > Payments (docs/payments.md "Gateway keys").
-- One row at most. The secrets are sealed (AES-256-GCM) with a key kept in a file of the
-- data directory, never in the database: a database backup or dump alone does not give
-- them away. Their last four characters are kept in clear so the screen can tell which
-- secret is saved without the file.
CREATE TABLE payment_gateway_keys (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  key_id text NOT NULL,
  key_secret_sealed text NOT NULL,
  key_secret_last4 text NOT NULL,
  webhook_secret_sealed text,
  webhook_secret_last4 text,
  saved_at timestamptz NOT NULL,
  saved_by text NOT NULL,
  CHECK ((webhook_secret_sealed IS NULL) = (webhook_secret_last4 IS NULL))
);
