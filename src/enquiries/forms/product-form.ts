/**
 * spec 2.3, 3 and 5: the product (test ride) enquiry. The form's fields (email, contact,
 * agree) differ from the body of spec 7.2 ({name, mobileNo, emailId, model, color,
 * message}); the model is a single option, the bike the visitor came from.
 */
import { z } from 'zod';
import { defineForm, plainOptions, type FormDefinition } from '../kit/form-definition.ts';
import { flag, limits, optionalText, requiredChoice, requiredDigits, requiredEmail, requiredText } from '../../contract/fields.ts';
import { productColours } from '../../contract/options.ts';
import { agreeField, digitsField, emailField, messageField, nameField } from './common-fields.ts';

export const defaultBikeName = 'Default Bike Name';
export const agreeMessage = 'Please agree to the terms and conditions.';

export const productFormSchema = z.object({
  name: requiredText('Please enter your name'),
  email: requiredEmail('Please enter your email'),
  contact: requiredDigits('Please enter your contact number'),
  model: requiredText('Please choose a model'),
  color: requiredChoice(productColours, 'Please select a colour'),
  message: optionalText(limits.longText),
  agree: flag.refine((v) => v === true, agreeMessage),
});

/** The single model option: the bike, with the chosen variant when one was passed. */
export function productModelName(bikeName: string, variant?: string): string {
  return variant ? `${bikeName} (${variant})` : bikeName;
}

export function productForm(model: string): FormDefinition {
  return defineForm<z.output<typeof productFormSchema>>({
    kind: 'product',
    title: 'Product enquiry',
    schema: productFormSchema,
    // spec 4: after success the model resets to the bike name.
    defaults: { name: '', email: '', contact: '', model, color: '', message: '', agree: false },
    fields: [
      nameField(true),
      emailField('email', true),
      digitsField('contact', true),
      { name: 'model', label: 'Model', type: 'select', required: true, options: plainOptions([model]) },
      { name: 'color', label: 'Colour', type: 'select', required: true, emptyOption: 'Select colour', options: plainOptions(productColours) },
      messageField,
      agreeField('agree', true),
    ],
    toBody: ({ name, email, contact, model: chosen, color, message }) => ({
      name,
      mobileNo: contact,
      emailId: email,
      model: chosen,
      color,
      message,
    }),
    submitLabel: 'SUBMIT',
  });
}
