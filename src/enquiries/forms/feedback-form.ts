/** spec 3 and 5: feedback; nothing enforced although name carries an asterisk. */
import type { z } from 'zod';
import { defineForm, plainOptions } from '../kit/form-definition.ts';
import { feedbackSchema } from '../../contract/enquiry-schemas.ts';
import { feedbackDepartments, feedbackLocations } from '../../contract/options.ts';
import { digitsField, emailField, messageField, nameField } from './common-fields.ts';

export const feedbackForm = defineForm<z.output<typeof feedbackSchema>>({
  kind: 'feedback',
  title: 'Feedback',
  schema: feedbackSchema,
  defaults: { name: '', phone: '', email: '', address: '', location: '', department: '', message: '' },
  fields: [
    nameField(true),
    digitsField('phone', false, 'Phone'),
    emailField('email', false),
    { name: 'address', label: 'Address', type: 'text', placeholder: 'Your address' },
    { name: 'location', label: 'Location', type: 'select', emptyOption: 'Select location', options: plainOptions(feedbackLocations) },
    { name: 'department', label: 'Department', type: 'select', emptyOption: 'Select department', options: plainOptions(feedbackDepartments) },
    messageField,
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
