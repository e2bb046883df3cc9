/**
 * spec 3 and 5: the Joy club form. Its fields (yearOfPurchase, registrationNumber,
 * contactNumber) are sent as the body of spec 7.2 ({mobile, regNo, purchaseYear}).
 * Nothing is required; numbers are numeric, year minimum 0.
 */
import { z } from 'zod';
import { defineForm, plainOptions } from '../kit/form-definition.ts';
import { limits, optionalChoice, optionalDigits, optionalEmail, optionalText, optionalYear } from '../../contract/fields.ts';
import { joyClubModels } from '../../contract/options.ts';
import { digitsField, emailField, messageField, nameField, registrationField, yearField } from './common-fields.ts';

export const joyClubFormSchema = z.object({
  model: optionalChoice(joyClubModels),
  yearOfPurchase: optionalYear(),
  registrationNumber: optionalText(20),
  name: optionalText(),
  email: optionalEmail(),
  contactNumber: optionalDigits(),
  message: optionalText(limits.longText),
});

export const joyClubForm = defineForm<z.output<typeof joyClubFormSchema>>({
  kind: 'joyclub',
  title: 'Joy club enquiry',
  schema: joyClubFormSchema,
  defaults: { model: '', yearOfPurchase: '', registrationNumber: '', name: '', email: '', contactNumber: '', message: '' },
  fields: [
    { name: 'model', label: 'Model', type: 'select', emptyOption: 'Select model', options: plainOptions(joyClubModels) },
    yearField(false),
    registrationField('registrationNumber', false),
    nameField(false),
    emailField('email', false),
    digitsField('contactNumber', false),
    messageField,
  ],
  toBody: (v) => ({
    name: v.name,
    mobile: v.contactNumber,
    email: v.email,
    model: v.model,
    regNo: v.registrationNumber,
    purchaseYear: v.yearOfPurchase,
    message: v.message,
  }),
  submitLabel: 'SUBMIT',
});
