/**
 * requirements 3 and 5: service booking. requirements 5 has no client checks; name and mobile are
 * required (a documented fix), a booking date is never in the past, and the visitor may
 * pick a showroom.
 */
import type { z } from 'zod';
import { defineForm, plainOptions } from '../kit/form-definition.ts';
import { serviceSchema } from '#contract/enquiry-schemas.ts';
import { serviceTypes } from '#contract/options.ts';
import {
  emailField, messageField, mobileField, nameField, registrationField, serviceModelField, slotFields, updatesConsentField, yearField,
} from './common-fields.ts';

export const serviceForm = defineForm<z.output<ReturnType<typeof serviceSchema>>>({
  kind: 'service',
  title: 'Service booking',
  schema: serviceSchema,
  defaults: {
    model: '', enteredModel: '', yearOfPurchase: '', serviceType: '', registrationNumber: '', bookingDate: '', bookingTime: '',
    name: '', email: '', contactNumber: '', message: '', preferredShowroom: '', updatesConsent: '',
  },
  fields: [
    serviceModelField(false),
    { name: 'enteredModel', label: 'Model (if not in the list)', type: 'text', placeholder: 'Type your model' },
    yearField(false),
    { name: 'serviceType', label: 'Service type', type: 'select', emptyOption: 'Select service type', options: plainOptions(serviceTypes) },
    registrationField('registrationNumber', false),
    // requirements 2.3: Showroom, Date, then an open Time (src/enquiries/booking/slot-renderers.tsx).
    ...slotFields({ name: 'bookingDate', label: 'Booking date' }, 'bookingTime'),
    nameField(true),
    emailField('email'),
    mobileField('contactNumber'),
    updatesConsentField,
    messageField,
  ],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
