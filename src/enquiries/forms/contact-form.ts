/** requirements 3 and 5: the contact form; name, email, contact, reason and message required. */
import type { z } from 'zod';
import { defineForm, plainOptions } from '../kit/form-definition.ts';
import { contactSchema } from '#contract/enquiry-schemas.ts';
import { contactReasons } from '#contract/options.ts';
import { emailField, messageField, mobileField, nameField } from './common-fields.ts';

export const contactForm = defineForm<z.output<typeof contactSchema>>({
  kind: 'contact',
  title: 'Contact form',
  schema: () => contactSchema,
  defaults: { name: '', email: '', contact: '', reason: '', message: '' },
  fields: [
    nameField(true),
    emailField('email'),
    mobileField('contact'),
    { name: 'reason', label: 'Reason', type: 'select', required: true, emptyOption: 'Select a reason', options: plainOptions(contactReasons) },
    { ...messageField, required: true },
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
