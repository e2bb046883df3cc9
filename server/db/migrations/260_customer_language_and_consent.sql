-- How a customer hears back (docs/notifications.md "Language" and "Consent").
--
-- language: the language the form was filled in ('en' or 'hi'); the customer's e-mails,
-- WhatsApp and SMS messages and the booking's calendar file are in it. Leads from before
-- were all made on an English-only site.
--
-- updates_consent_*: the booking forms' tick for WhatsApp and SMS updates. When the server
-- received the ticked form, the exact words shown beside the tick (label and detail, with
-- the dealer's name as shown), and when the customer withdrew it on /track. A lead that
-- never had the tick has none of them; the customer's latest /optain form still decides for it.
ALTER TABLE leads
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi')),
  ADD COLUMN updates_consent_at timestamptz,
  ADD COLUMN updates_consent_wording text NOT NULL DEFAULT '',
  ADD COLUMN updates_consent_withdrawn_at timestamptz,
  ADD CONSTRAINT leads_updates_consent_withdrawn CHECK (updates_consent_withdrawn_at IS NULL OR updates_consent_at IS NOT NULL);
