/**
 * requirements 3 and 5: the Joy club form. Its fields (yearOfPurchase, registrationNumber,
 * contactNumber) are sent as the body of requirements 7.2 ({mobile, regNo, purchaseYear}) and
 * checked by that body's contract schema: name and mobile are required (requirements 5 requires
 * nothing: a documented fix); numbers are numeric, year minimum 0.
 */
import { defineForm, plainOptions } from '../kit/form-definition.ts';
import { renamedBody, renamedSchema } from '../kit/renamed-fields.ts';
import { joyClubSchema } from '#contract/enquiry-schemas.ts';
import { joyClubModels } from '#contract/options.ts';
import { emailField, messageField, mobileField, nameField, registrationField, yearField } from './common-fields.ts';

/** Form field -> body field of POST /api/joyClub. */
const bodyNames = {
  model: 'model',
  yearOfPurchase: 'purchaseYear',
  registrationNumber: 'regNo',
  name: 'name',
  email: 'email',
  contactNumber: 'mobile',
  message: 'message',
} as const;

const joyClubFormSchema = renamedSchema(joyClubSchema, bodyNames);

export const joyClubForm = defineForm({
  kind: 'joyclub',
  title: 'Joy club enquiry',
  schema: () => joyClubFormSchema,
  defaults: { model: '', yearOfPurchase: '', registrationNumber: '', name: '', email: '', contactNumber: '', message: '' },
  fields: [
    { name: 'model', label: 'Model', type: 'select', emptyOption: 'Select model', options: plainOptions(joyClubModels) },
    yearField(false),
    registrationField('registrationNumber', false),
    nameField(true),
    emailField('email'),
    mobileField('contactNumber'),
    messageField,
  ],
  toBody: (values) => renamedBody(values, bodyNames),
  submitLabel: 'SUBMIT',
});
