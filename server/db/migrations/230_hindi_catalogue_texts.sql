-- More Hindi versions of text the dealer writes for visitors (docs/visitor-language.md
-- "Text the dealer enters"), stored as migration 160 stores a model's description: a
-- column beside the English one, '' for none (a Hindi page then shows the English).
-- A colour's name, a feature's heading and description, an accessory's name and
-- description, and the name of an on-road option (kit, warranty period, AMC). The
-- specification rows' Hindi label and value travel inside models.specs (its "hi" object,
-- server/studio/studio-repository.ts), as the rows themselves do.
ALTER TABLE colours ADD COLUMN name_hi text NOT NULL DEFAULT '';
ALTER TABLE features ADD COLUMN heading_hi text NOT NULL DEFAULT '';
ALTER TABLE features ADD COLUMN description_hi text NOT NULL DEFAULT '';
ALTER TABLE accessories ADD COLUMN heading_hi text NOT NULL DEFAULT '';
ALTER TABLE accessories ADD COLUMN description_hi text NOT NULL DEFAULT '';
ALTER TABLE onroad_options ADD COLUMN label_hi text NOT NULL DEFAULT '';
