-- A customer's latest enquiry by their mobile: the reminder run (server/workshop/due-query.ts)
-- reads it for every vehicle falling due, to know their language and consent; without this
-- index each of those reads scans every lead (bench/workshop.ts runs 100,000 of them).
CREATE INDEX leads_mobile_created ON leads (mobile, created_at DESC);
