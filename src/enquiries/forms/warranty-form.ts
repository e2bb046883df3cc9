/** requirements 3 and 5: extended warranty enquiry; name, email and contactNumber required. */
import type { z } from 'zod';
import { defineForm } from '../kit/form-definition.ts';
import { warrantySchema } from '#contract/enquiry-schemas.ts';
import { emailField, mobileField, messageField, nameField, registrationField, serviceModelField, yearField } from './common-fields.ts';

export const warrantyForm = defineForm<z.output<ReturnType<typeof warrantySchema>>>({
  kind: 'warranty',
  title: 'Extended warranty enquiry',
  schema: warrantySchema,
  defaults: { model: '', yearOfPurchase: '', registrationNumber: '', name: '', email: '', contactNumber: '', message: '' },
  fields: [
    serviceModelField(false),
    yearField(false),
    registrationField('registrationNumber', false),
    nameField(true),
    emailField('email'),
    mobileField('contactNumber'),
    messageField,
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
