-- The interest rate the dealer's financiers usually charge, kept with the on-road rates:
-- the EMI calculator and the on-road quote's EMI start from it, and staff change it on
-- Manage > On-road rates. A database that already has rates gets a placeholder the staff
-- replace; a new one gets it from the seed with the other rates.
ALTER TABLE onroad_settings DROP CONSTRAINT onroad_settings_key_check;
ALTER TABLE onroad_settings ADD CONSTRAINT onroad_settings_key_check
  CHECK (key IN ('idvDepreciationPercent', 'insuranceGstPercent', 'usualLoanRatePercent'));
INSERT INTO onroad_settings (key, value, changed_at)
  SELECT 'usualLoanRatePercent', 11, now() WHERE EXISTS (SELECT 1 FROM onroad_settings)
  ON CONFLICT (key) DO NOTHING;
