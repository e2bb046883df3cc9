-- Where a model stands in its type's lists (docs/catalogue.md "The order of the models").
-- A live model's place is models.sort; a model never published keeps its place here until
-- its first publish copies it to models.sort. NULL (a draft made before this column): after
-- every placed model, as before.
ALTER TABLE catalogue_drafts ADD COLUMN sort integer;
