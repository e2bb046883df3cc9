-- Each staff member's own choice of the 09:00 IST morning summary by e-mail
-- (docs/notifications.md "Morning digest"), switched on the Profile screen. On unless they
-- switch it off, so every account, old and new, keeps getting it as before.
ALTER TABLE admins ADD COLUMN morning_digest boolean NOT NULL DEFAULT true;
