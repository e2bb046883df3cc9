/** Fields several forms share, so their labels read the same everywhere (spec 3). */
import type { FieldDef } from '../kit/form-definition.ts';
import { serviceModels } from '../../contract/options.ts';
import { modelOptions } from './model-label.ts';

export const messageField: FieldDef = { name: 'message', label: 'Message', type: 'textarea', placeholder: 'Your message' };

export function nameField(required: boolean, label = 'Name'): FieldDef {
  return { name: 'name', label, type: 'text', required, placeholder: 'Your name' };
}

export function emailField(name: string, required: boolean, label = 'Email'): FieldDef {
  return { name, label, type: 'email', required, placeholder: 'you@example.com' };
}

export function digitsField(name: string, required: boolean, label = 'Contact number'): FieldDef {
  return { name, label, type: 'tel-digits', required, placeholder: '10-digit mobile number' };
}

export function agreeField(name: string, required: boolean): FieldDef {
  return { name, label: 'I agree to the terms and conditions', type: 'checkbox', required };
}

/** spec 3: service, AMC and warranty share one 26-item model list. */
export function serviceModelField(required: boolean): FieldDef {
  return { name: 'model', label: 'Model', type: 'select', required, emptyOption: 'Select model', options: modelOptions(serviceModels) };
}

/** spec 9: year of purchase, numeric, minimum 0. */
export function yearField(required: boolean): FieldDef {
  return { name: 'yearOfPurchase', label: 'Year of purchase', type: 'number', min: 0, required, placeholder: 'e.g. 2022' };
}

export function registrationField(name: string, required: boolean): FieldDef {
  return { name, label: 'Registration number', type: 'text', required, placeholder: 'e.g. HR26AB1234' };
}
