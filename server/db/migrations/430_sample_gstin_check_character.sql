-- The sample dealer's GSTIN was seeded as 06AAGCG4821K1Z7, whose last character does not
-- match the GST check character of the rest (it should be K). Settings now check that
-- character on save (src/contract/gstin.ts), so a dealer who never changed the sample
-- would be refused on their next save of Manage > Site. A GSTIN the dealer typed is left
-- as it is: only the seeded sample is corrected. Bills already issued keep the GSTIN
-- they were issued with (migration 405 fixes them).
UPDATE site_settings
   SET settings = jsonb_set(settings, '{gstin}', '"06AAGCG4821K1ZK"')
 WHERE settings->>'gstin' = '06AAGCG4821K1Z7';
