/**
 * requirements 3, 4 and 5: communication opt-in; registration, name and mobile required, and the
 * notification channels with a 'Check all' box that sets or clears the five channels.
 * The channels are the contract's one list (requirements 9).
 */
import type { z } from 'zod';
import { defineForm } from '../kit/form-definition.ts';
import { noNotifications, optInSchema } from '#contract/enquiry-schemas.ts';
import { optInAllKey, optInChannelLabels, optInChannels } from '#contract/options.ts';
import { mobileField, nameField, registrationField } from './common-fields.ts';

const optInChannelOptions = [
  { value: optInAllKey, label: 'Check all' },
  ...optInChannels.map((channel) => ({ value: channel, label: optInChannelLabels[channel] })),
];

export const optInForm = defineForm<z.output<typeof optInSchema>>({
  kind: 'optin',
  title: 'Communication opt-in',
  schema: () => optInSchema,
  defaults: { registration: '', name: '', mobile: '', notifications: { ...noNotifications } },
  fields: [
    registrationField('registration', true),
    nameField(true),
    mobileField('mobile', 'Mobile number'),
    { name: 'notifications', label: 'Send me updates by', type: 'checkbox-group', checkAll: optInAllKey, options: optInChannelOptions },
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
