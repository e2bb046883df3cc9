/** requirements 3 and 5: AMC enquiry, 'All fields are required except message.' (said once). */
import type { z } from 'zod';
import { defineForm } from '../kit/form-definition.ts';
import { amcRequired, amcSchema } from '#contract/enquiry-schemas.ts';
import { emailField, mobileField, messageField, nameField, registrationField, serviceModelField, yearField } from './common-fields.ts';

export const amcForm = defineForm<z.output<ReturnType<typeof amcSchema>>>({
  kind: 'amc',
  title: 'AMC enquiry',
  schema: amcSchema,
  sharedMessage: amcRequired,
  defaults: { model: '', yearOfPurchase: '', registrationNumber: '', name: '', email: '', contactNumber: '', message: '' },
  fields: [
    serviceModelField(true),
    yearField(true),
    registrationField('registrationNumber', true),
    nameField(true),
    emailField('email'),
    mobileField('contactNumber'),
    messageField,
  ],
  toBody: (values) => values,
  // requirements 8: AMC success shows the server's message or 'Enquiry submitted successfully!'.
  successFromServer: true,
  submitLabel: 'SUBMIT',
});
