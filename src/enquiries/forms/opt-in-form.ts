/**
 * spec 3, 4 and 5: communication opt-in; registration, name and mobile required, and the
 * notification channels with a 'Check all' box that sets or clears the five channels.
 */
import type { z } from 'zod';
import { defineForm } from '../kit/form-definition.ts';
import { optInSchema } from '../../contract/enquiry-schemas.ts';
import { digitsField, nameField, registrationField } from './common-fields.ts';

export const optInChannelOptions = [
  { value: 'all', label: 'Check all' },
  { value: 'rcs', label: 'RCS' },
  { value: 'sms', label: 'SMS' },
  { value: 'obd', label: 'OBD (voice call)' },
  { value: 'email', label: 'Email' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

export const optInForm = defineForm<z.output<typeof optInSchema>>({
  kind: 'optin',
  title: 'Communication opt-in',
  schema: optInSchema,
  defaults: {
    registration: '', name: '', mobile: '',
    notifications: { all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: false },
  },
  fields: [
    registrationField('registration', true),
    nameField(true),
    digitsField('mobile', true, 'Mobile number'),
    { name: 'notifications', label: 'Send me updates by', type: 'checkbox-group', checkAll: 'all', options: optInChannelOptions },
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
