/** requirements 3 and 5: feedback; requirements 5 enforces nothing, name and phone are checked (a documented fix). */
import type { z } from 'zod';
import { defineForm, plainOptions } from '../kit/form-definition.ts';
import { feedbackSchema } from '#contract/enquiry-schemas.ts';
import { feedbackDepartments, feedbackLocations } from '#contract/options.ts';
import { emailField, messageField, mobileField, nameField } from './common-fields.ts';

export const feedbackForm = defineForm<z.output<typeof feedbackSchema>>({
  kind: 'feedback',
  title: 'Feedback',
  schema: () => feedbackSchema,
  defaults: { name: '', phone: '', email: '', address: '', location: '', department: '', message: '' },
  fields: [
    nameField(true),
    mobileField('phone', 'Phone'),
    emailField('email'),
    { name: 'address', label: 'Address', type: 'text', placeholder: 'Your address' },
    { name: 'location', label: 'Location', type: 'select', emptyOption: 'Select location', options: plainOptions(feedbackLocations) },
    { name: 'department', label: 'Department', type: 'select', emptyOption: 'Select department', options: plainOptions(feedbackDepartments) },
    messageField,
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
