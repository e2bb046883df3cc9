-- The home slider's words (spec 2.3 Home): each slide's kicker, headline, line of text and
-- button are data served with its image and drawn over it as HTML, never painted into the
-- picture, so they are read aloud, translated, sharp on every screen and the button is a
-- real link. Rows from before keep empty texts and show their image alone.
ALTER TABLE slider_images
  ADD COLUMN kicker text NOT NULL DEFAULT '',
  ADD COLUMN headline text NOT NULL DEFAULT '',
  ADD COLUMN subline text NOT NULL DEFAULT '',
  ADD COLUMN cta_label text NOT NULL DEFAULT '',
  -- A page of this site ('/offers'), never another origin: not 'https:...', nor '//host'
  -- or '/\host', which browsers read as '//host'.
  ADD COLUMN cta_path text NOT NULL DEFAULT '' CHECK (cta_path = '' OR cta_path ~ '^/([^/\\]|$)');
