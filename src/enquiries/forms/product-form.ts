/**
 * requirements 2.3, 3 and 5: the product (test ride) enquiry. The form's fields (email, contact,
 * agree) differ from the body of requirements 7.2 ({name, mobileNo, emailId, model, color,
 * message}) and are checked by that body's contract schema; the model is a single
 * option, the bike the visitor came from. The visitor books a showroom, a day and a time.
 */
import { defineForm, plainOptions, type FieldOption, type FormDefinition } from '../kit/form-definition.ts';
import { renamedBody, renamedSchema } from '../kit/renamed-fields.ts';
import { offerSchema, productSchema } from '#contract/enquiry-schemas.ts';
import { perRules } from '#contract/submission-rules.ts';
import { agreeField, emailField, messageField, mobileField, nameField, slotFields, updatesConsentField } from './common-fields.ts';

export const defaultBikeName = 'Default Bike Name';

/** Form field -> body field of POST /api/postBooking. */
const bodyNames = {
  name: 'name', email: 'emailId', contact: 'mobileNo', model: 'model', color: 'color', message: 'message',
  preferredShowroom: 'preferredShowroom', preferredDate: 'preferredDate', preferredTime: 'preferredTime', updatesConsent: 'updatesConsent',
} as const;

/**
 * requirements 5: the terms must be agreed to, as on the offer enquiry (the tick itself is not
 * sent); the colour is one the page offers (the model's own).
 */
const productFormSchema = (colours: readonly FieldOption[]) =>
  perRules((rules) => renamedSchema(productSchema(rules), bodyNames).extend({
    agree: offerSchema.shape.agree,
    color: productSchema(rules).shape.color.refine((c) => colours.some((o) => o.value === c), 'Please choose one of the listed options'),
  }));

/** The single model option: the bike, with the chosen variant when one was passed. */
export function productModelName(bikeName: string, variant?: string): string {
  return variant ? `${bikeName} (${variant})` : bikeName;
}

/**
 * `colours`: the model's own (src/lib/use-model-colours.ts): the name sent, and the name
 * the visitor reads (the dealer's Hindi on a Hindi page).
 */
export function productForm(model: string, colours: readonly FieldOption[]): FormDefinition {
  return defineForm({
    kind: 'product',
    title: 'Book a test ride',
    schema: productFormSchema(colours),
    // requirements 4: after success the model resets to the bike name.
    defaults: {
      name: '', email: '', contact: '', model, color: '', message: '', agree: false, preferredShowroom: '', preferredDate: '', preferredTime: '', updatesConsent: '',
    },
    fields: [
      nameField(true),
      emailField('email'),
      mobileField('contact'),
      updatesConsentField,
      { name: 'model', label: 'Model', type: 'select', required: true, options: plainOptions([model]) },
      { name: 'color', label: 'Colour', type: 'select', required: true, emptyOption: 'Select colour', options: colours },
      // requirements 2.3: Showroom, Date, then an open Time (src/enquiries/booking/slot-renderers.tsx).
      ...slotFields({ name: 'preferredDate', label: 'Preferred date' }, 'preferredTime'),
      messageField,
      agreeField('agree', true),
    ],
    toBody: (values) => renamedBody(values, bodyNames),
    submitLabel: 'SUBMIT',
  });
}
