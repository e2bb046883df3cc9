-- Staff roles (src/contract/staff-roles.ts). Every account that exists today could do
-- everything, so existing accounts become Owners; accounts made from now on are Sales
-- unless the maker chooses a role.
ALTER TABLE admins ADD COLUMN role text NOT NULL DEFAULT 'owner'
  CHECK (role IN ('owner', 'manager', 'sales'));
ALTER TABLE admins ALTER COLUMN role SET DEFAULT 'sales';
