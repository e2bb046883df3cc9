-- The on-road quote a product enquiry may carry ("Get this price from the showroom"):
-- what the buyer chose and saw, with the server's own total worked out when it arrived
-- (src/contract/lead-quote.ts `StoredLeadQuote`). `quote_differs` is kept apart so staff
-- can find the quotes whose total no longer matches the rates without reading the JSON.
ALTER TABLE enquiries ADD COLUMN quote jsonb;
ALTER TABLE enquiries ADD COLUMN quote_differs boolean;
CREATE INDEX enquiries_quote_differs ON enquiries (created_at DESC) WHERE quote_differs;
