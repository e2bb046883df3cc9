-- The Hindi versions of text the dealer writes for visitors (docs/visitor-language.md
-- "Text the dealer enters"): a model's short description, an offer's title and
-- description. Optional: '' means none, and a Hindi page shows the English text.
ALTER TABLE models ADD COLUMN description_hi text NOT NULL DEFAULT '';
ALTER TABLE offers ADD COLUMN title_hi text NOT NULL DEFAULT '';
ALTER TABLE offers ADD COLUMN description_hi text NOT NULL DEFAULT '';
