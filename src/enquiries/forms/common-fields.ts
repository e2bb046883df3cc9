/** Fields several forms share, so their labels read the same everywhere (requirements 3). */
import type { FieldDef } from '../kit/form-definition.ts';
import { defaultSiteSettings } from '#contract/site-settings.ts';
import { showroomOptions } from './showroom-choices.ts';
import { rememberedShowroom } from '../../lib/remembered-showroom.ts';

export const messageField: FieldDef = { name: 'message', label: 'Message', type: 'textarea', placeholder: 'Your message' };

export function nameField(required: boolean, label = 'Name'): FieldDef {
  return { name: 'name', label, type: 'text', required, placeholder: 'Your name' };
}

/** Optional on every form: the mobile is what reaches the customer (requirements 10). */
export function emailField(name: string, label = 'Email'): FieldDef {
  return { name, label, type: 'email', placeholder: 'you@example.com' };
}

/** Every lead needs a mobile a showroom can call back (src/contract/fields.ts `requiredMobile`). */
export function mobileField(name: string, label = 'Contact number'): FieldDef {
  return { name, label, type: 'mobile', required: true, placeholder: '10-digit mobile number' };
}

/**
 * Where the visitor would like to be served: any showroom, or one of the open showrooms of
 * Manage > Site by its place; a fresh form starts with the showroom whose page the visitor
 * last opened.
 */
export const preferredShowroomField: FieldDef = {
  name: 'preferredShowroom',
  label: 'Preferred showroom',
  type: 'select',
  emptyOption: 'Any showroom',
  showroomChoice: true,
  options: showroomOptions(defaultSiteSettings.showrooms),
  initial: () => String(rememberedShowroom() ?? ''),
};

/**
 * A booking's Showroom, Date and Time (requirements 2.3): the page draws the open times of
 * the chosen showroom and day from the availability it read (src/enquiries/booking/slot-renderers.tsx).
 */
export function slotFields(date: { name: string; label: string }, time: string): FieldDef[] {
  return [
    preferredShowroomField,
    { name: date.name, label: date.label, type: 'date', fromToday: true },
    { name: time, label: 'Time', type: 'select', wide: true },
  ];
}

export function agreeField(name: string, required: boolean): FieldDef {
  return { name, label: 'I agree to the terms and conditions', type: 'checkbox', required };
}

/** Service, AMC and warranty offer the published catalogue's models (src/enquiries/forms/catalogue-model-choices.ts). */
export function serviceModelField(required: boolean): FieldDef {
  return { name: 'model', label: 'Model', type: 'select', required, emptyOption: 'Select model', options: [], catalogueModelChoice: true };
}

/** requirements 9: year of purchase, numeric, minimum 0. */
export function yearField(required: boolean): FieldDef {
  return { name: 'yearOfPurchase', label: 'Year of purchase', type: 'number', min: 0, required, placeholder: 'e.g. 2022' };
}

export function registrationField(name: string, required: boolean): FieldDef {
  return { name, label: 'Registration number', type: 'text', required, placeholder: 'e.g. HR26AB1234' };
}

/**
 * The booking forms' WhatsApp and SMS updates tick, off until ticked (docs/notifications.md
 * "Consent"); its words are the contract's (src/enquiries/kit/consent-tick.tsx).
 */
export const updatesConsentField: FieldDef = { name: 'updatesConsent', label: 'Send me updates on WhatsApp and SMS', type: 'consent', wide: true };
