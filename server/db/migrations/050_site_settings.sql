-- Manage > Site (docs/site-settings.md): the dealer's own details, data the staff edit
-- instead of code. One row of dealer-wide settings (name, brands, logo, GSTIN, office
-- contacts, social links), stored by the migration's step from the values the site
-- started with (src/contract/site-settings.ts); the showrooms stay the dealers table,
-- keyed by the ids staff, leads and appointments already use.
CREATE TABLE site_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Who saved last (an admin user id); null for the values the site started with.
  updated_by text
);

-- A change reaches offline devices: the offline manifest's version moves (as dealers' do).
CREATE TRIGGER site_settings_version AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- The short name of the header's contact list and the NETWORKS menu, until now code.
-- Existing showrooms take it from their name ('Gurgaon Two Wheelers, Sector 18' -> 'SECTOR 18').
ALTER TABLE dealers ADD COLUMN label text NOT NULL DEFAULT '';
UPDATE dealers SET label = upper(btrim(regexp_replace(name, '^.*,', ''))) WHERE label = '';
