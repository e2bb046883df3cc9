-- Sign-in limits per account and per address (server/auth/login-throttle.ts).
--
-- A successful sign-in forgives that account's failures from that address, but they still
-- count against the address: rows are marked cleared rather than deleted, so trying a
-- few passwords on each of several accounts between good sign-ins reaches the address's
-- limit all the same.
ALTER TABLE login_attempts ADD COLUMN cleared boolean NOT NULL DEFAULT false;

-- The limiter folds case, so user ids must be unique ignoring case: "ADMIN" beside "admin"
-- would share one count. Existing clashes are named, never merged: an owner renames or
-- removes one of each pair (docs/roles.md), then starts the server again.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(ids, '; ' ORDER BY ids) INTO clashes
  FROM (
    SELECT string_agg(quote_literal(user_id), ', ' ORDER BY user_id) AS ids
    FROM admins
    GROUP BY lower(user_id)
    HAVING count(*) > 1
  ) AS same_ignoring_case;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Staff user ids must differ by more than upper and lower case; these do not: %. Rename or remove one of each, then start again.', clashes;
  END IF;
END
$$;

CREATE UNIQUE INDEX admins_user_id_ignoring_case ON admins (lower(user_id));
