-- Uploaded photos are kept as the dealer sent them (docs/media.md), but a phone photo
-- carries its GPS position in EXIF: the original is stored with visibility 'original',
-- which GET /media never serves (it serves 'media' only).
ALTER TABLE files DROP CONSTRAINT IF EXISTS files_visibility_check;
ALTER TABLE files ADD CONSTRAINT files_visibility_check CHECK (visibility IN ('media', 'resume', 'original'));
