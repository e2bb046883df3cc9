-- The Service role (docs/roles.md "Service"): the staff who work the job cards of their
-- showrooms and nothing else of the business. The role check of migration 009 names the
-- roles an account may hold, so it gains this one; a Service account, like Sales and
-- Managers, belongs to at least one showroom (the workshop's cards are a showroom's), which
-- the database now holds too, whichever process writes the row.
ALTER TABLE admins DROP CONSTRAINT admins_role_check;
ALTER TABLE admins ADD CONSTRAINT admins_role_check CHECK (role IN ('owner', 'manager', 'sales', 'service'));
ALTER TABLE admins ADD CONSTRAINT admins_service_has_showroom CHECK (role <> 'service' OR cardinality(showroom_ids) > 0);
