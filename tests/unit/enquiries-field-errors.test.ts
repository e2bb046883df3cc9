/**
 * Where each field's problem is shown (src/enquiries/kit/field-errors.ts): a field's own
 * message under it; a message the form shares (requirements 5 AMC) once, under the first field it
 * applies to, with every such field pointing to it.
 */
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { amcForm } from '../../src/enquiries/forms/amc-form.ts';
import { warrantyForm } from '../../src/enquiries/forms/warranty-form.ts';
import { fieldErrors } from '../../src/enquiries/kit/field-errors.ts';
import type { FormValues } from '../../src/enquiries/kit/form-definition.ts';

const errors = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'custom', message }])) as FieldErrors<FormValues>;

const required = 'All fields are required except message.';

describe('field errors', () => {
  it("AMC: 'All fields are required except message.' once, under the first field, every field pointing to it", () => {
    const shown = fieldErrors(amcForm, errors({ contactNumber: required, model: required, name: required }), 'f');
    expect(shown).toEqual({
      model: { message: required, id: 'f-shared-error', shown: true },
      name: { message: required, id: 'f-shared-error', shown: false },
      contactNumber: { message: required, id: 'f-shared-error', shown: false },
    });
  });

  it("AMC: a field's own problem is still shown under it", () => {
    const shown = fieldErrors(amcForm, errors({ email: 'Please enter a valid email address', contactNumber: 'Please enter a valid 10-digit mobile number' }), 'f');
    expect(shown.email).toEqual({ message: 'Please enter a valid email address', id: 'f-email-error', shown: true });
    expect(shown.contactNumber).toEqual({ message: 'Please enter a valid 10-digit mobile number', id: 'f-contactNumber-error', shown: true });
  });

  it('a form without a shared message shows each under its field', () => {
    const message = 'Please fill in all required fields.';
    const shown = fieldErrors(warrantyForm, errors({ name: message, email: message }), 'w');
    expect(Object.values(shown).map((e) => [e.id, e.shown])).toEqual([['w-name-error', true], ['w-email-error', true]]);
  });
});
