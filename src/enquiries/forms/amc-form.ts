/** spec 3 and 5: AMC enquiry, 'All fields are required except message.' */
import type { z } from 'zod';
import { defineForm } from '../kit/form-definition.ts';
import { amcSchema } from '../../contract/enquiry-schemas.ts';
import { digitsField, emailField, messageField, nameField, registrationField, serviceModelField, yearField } from './common-fields.ts';

export const amcForm = defineForm<z.output<typeof amcSchema>>({
  kind: 'amc',
  title: 'AMC enquiry',
  schema: amcSchema,
  defaults: { model: '', yearOfPurchase: '', registrationNumber: '', name: '', email: '', contactNumber: '', message: '' },
  fields: [
    serviceModelField(true),
    yearField(true),
    registrationField('registrationNumber', true),
    nameField(true),
    emailField('email', true),
    digitsField('contactNumber', true),
    messageField,
  ],
  toBody: (values) => values,
  // spec 8: AMC success shows the server's message or 'Enquiry submitted successfully!'.
  successFromServer: true,
  submitLabel: 'SUBMIT',
});
