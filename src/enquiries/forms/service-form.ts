/** spec 3 and 5: service booking; no client-side checks beyond types and bounds. */
import type { z } from 'zod';
import { defineForm, plainOptions } from '../kit/form-definition.ts';
import { serviceSchema } from '../../contract/enquiry-schemas.ts';
import { serviceTypes } from '../../contract/options.ts';
import { digitsField, emailField, messageField, nameField, registrationField, serviceModelField, yearField } from './common-fields.ts';

export const serviceForm = defineForm<z.output<typeof serviceSchema>>({
  kind: 'service',
  title: 'Service booking',
  schema: serviceSchema,
  defaults: {
    model: '', enteredModel: '', yearOfPurchase: '', serviceType: '', registrationNumber: '', bookingDate: '',
    name: '', email: '', contactNumber: '', message: '',
  },
  fields: [
    serviceModelField(false),
    { name: 'enteredModel', label: 'Model (if not in the list)', type: 'text', placeholder: 'Type your model' },
    yearField(false),
    { name: 'serviceType', label: 'Service type', type: 'select', emptyOption: 'Select service type', options: plainOptions(serviceTypes) },
    registrationField('registrationNumber', false),
    { name: 'bookingDate', label: 'Booking date', type: 'date' },
    nameField(false),
    emailField('email', false),
    digitsField('contactNumber', false),
    messageField,
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
