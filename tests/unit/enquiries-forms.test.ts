/**
 * Each form definition: what its schema accepts and refuses (requirements 5, with the spec's
 * messages, and the documented fix that every lead has a name and a reachable mobile)
 * and how its values become the body of requirements 7.2, which must then pass the kind's own
 * schema (the one the server validates with, here with the server's rules).
 */
import { describe, expect, it } from 'vitest';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { joyClubSchema, productSchema } from '#contract/enquiry-schemas.ts';
import { mobileMessage, pastDateMessage } from '#contract/fields.ts';
import { optInChannels, productColours } from '#contract/options.ts';
import type { SubmissionRules } from '#contract/submission-rules.ts';
import { plainOptions, type FormDefinition, type FormValues } from '../../src/enquiries/kit/form-definition.ts';
import { amcForm } from '../../src/enquiries/forms/amc-form.ts';
import { careerForm } from '../../src/enquiries/forms/career-form.ts';
import { contactForm } from '../../src/enquiries/forms/contact-form.ts';
import { feedbackForm } from '../../src/enquiries/forms/feedback-form.ts';
import { financeForm } from '../../src/enquiries/forms/finance-form.ts';
import { joyClubForm } from '../../src/enquiries/forms/joy-club-form.ts';
import { offerForm } from '../../src/enquiries/forms/offer-form.ts';
import { optInForm } from '../../src/enquiries/forms/opt-in-form.ts';
import { productForm as productFormOf, productModelName } from '../../src/enquiries/forms/product-form.ts';
import { serviceForm } from '../../src/enquiries/forms/service-form.ts';
import { warrantyForm } from '../../src/enquiries/forms/warranty-form.ts';

/** The product form with the colours named as they are sent. */
const productForm = (model: string, colours: readonly string[]) => productFormOf(model, plainOptions(colours));

/** The device's rules on 23 Nov 2026 (IST); the server's are the same day plus its catalogue. */
const today = '2026-11-23';
const deviceRules: SubmissionRules = { earliestDate: today };
const serverRules: SubmissionRules = { earliestDate: today, catalogueModels: ['Shine 100', 'Super Cub'] };

/** Validates like the form does, then maps; returns the body or the messages by field. */
function submit(definition: FormDefinition, values: FormValues) {
  const parsed = definition.schema(deviceRules).safeParse({ ...definition.defaults, ...values });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { errors };
  }
  const body = definition.toBody(parsed.data);
  const server = enquiryKinds[definition.kind].schema(serverRules).safeParse(body);
  expect(server.success, JSON.stringify(server.error?.issues)).toBe(true);
  return { body, file: definition.fileOf?.(parsed.data) ?? null };
}

const all = [amcForm, careerForm, contactForm, feedbackForm, financeForm(), joyClubForm, offerForm, optInForm, productForm('Shine 100', productColours), serviceForm, warrantyForm];

describe('every definition', () => {
  it('covers the eleven kinds once, with a label and a default for every field', () => {
    expect(new Set(all.map((d) => d.kind))).toEqual(new Set(Object.keys(enquiryKinds)));
    for (const definition of all) {
      for (const field of definition.fields) {
        expect(field.label, `${definition.kind}.${field.name}`).not.toBe('');
        expect(definition.defaults, `${definition.kind}.${field.name}`).toHaveProperty(field.name);
      }
    }
  });
});

/** The one mobile field of a definition. */
const mobileOf = (definition: FormDefinition) => definition.fields.filter((f) => f.type === 'mobile').map((f) => f.name);

describe('real leads only: a name and a reachable Indian mobile on every form', () => {
  it.each(all.map((d) => [d.kind, d] as const))('%s requires both, marked with an asterisk', (_kind, definition) => {
    const [mobile] = mobileOf(definition);
    expect(mobileOf(definition)).toHaveLength(1);
    const errors = submit(definition, {}).errors ?? {};
    expect(errors).toHaveProperty('name');
    expect(errors).toHaveProperty(mobile!);
    expect(definition.fields.find((f) => f.name === 'name')?.required).toBe(true);
    expect(definition.fields.find((f) => f.name === mobile)?.required).toBe(true);
  });

  it.each(all.map((d) => [d.kind, d] as const))('%s refuses a 4-digit or landline number with a clear message', (_kind, definition) => {
    const [mobile] = mobileOf(definition);
    for (const value of ['9811', '5811040001', '98110400011', '+1 9811040001']) {
      expect(submit(definition, { [mobile!]: value }).errors?.[mobile!], value).toBe(mobileMessage);
    }
  });

  it('stores the 10 digits however the number was written', () => {
    const values = { name: 'Ravi', email: 'ravi@example.com', reason: 'Support', message: 'Call me' };
    for (const written of ['9811040001', '98110 40001', '+91 98110 40001', '+919811040001', '098110 40001', '0091 98110-40001']) {
      expect(submit(contactForm, { ...values, contact: written }).body, written).toEqual({ ...values, contact: '9811040001' });
    }
  });
});

describe('finance', () => {
  it("requires a model: 'Please select a model' (requirements 5), and a name and mobile", () => {
    expect(submit(financeForm(), {}).errors).toEqual({
      name: 'Please enter your name', contact: 'Please enter your contact number', model: 'Please select a model',
    });
  });

  it('sends POA and POI only when chosen, and the rest as typed', () => {
    const base = { name: ' Asha ', contact: '9876543210', loanAmount: '60000', model: 'activa-6g', agreed: true };
    expect(submit(financeForm(), base).body).toEqual({
      name: 'Asha', email: '', contact: '9876543210', loanAmount: '60000', model: 'activa-6g', message: '', agreed: true,
    });
    const withDocs = submit(financeForm(), { ...base, selectedPOA: 'Gas Bill', selectedPOI: 'Passport' }).body;
    expect(withDocs).toMatchObject({ selectedPOA: 'Gas Bill', selectedPOI: 'Passport' });
  });

  it('accepts a name from navigation state that matched no slug as its only model; the server checks it against the catalogue', () => {
    const definition = financeForm('Super Cub');
    const values = { ...definition.defaults, name: 'Asha', contact: '9876543210', model: 'Super Cub' };
    expect(definition.schema(deviceRules).safeParse(values).success).toBe(true);
    expect(definition.fields.find((f) => f.name === 'model')?.options).toEqual([{ value: 'Super Cub', label: 'Super Cub' }]);
    // The server's own check, with its catalogue: the name in the catalogue's spelling, or a refusal.
    const server = enquiryKinds.finance.schema;
    expect(server(serverRules).parse({ ...values, model: 'super cub' }).model).toBe('Super Cub');
    expect(server({ earliestDate: today, catalogueModels: ['Shine 100'] }).safeParse(values).error?.issues[0]?.message).toBe('Please choose one of our models');
  });

  it('offers the preferred showroom, any by default, and sends its number', () => {
    const base = { name: 'Asha', contact: '9876543210', model: 'activa-6g' };
    const field = financeForm().fields.find((f) => f.name === 'preferredShowroom');
    expect(field).toMatchObject({ label: 'Preferred showroom', emptyOption: 'Any showroom' });
    expect(field?.options).toEqual([
      { value: '1', label: 'Railway Road' }, { value: '2', label: 'Sector 18' }, { value: '3', label: 'Sector 52A' }, { value: '4', label: 'Pataudi' },
    ]);
    expect(submit(financeForm(), base).body).not.toHaveProperty('preferredShowroom', expect.anything());
    expect(submit(financeForm(), { ...base, preferredShowroom: '3' }).body).toMatchObject({ preferredShowroom: 3 });
  });
});

describe('contact', () => {
  it('requires name, contact, reason and message; an e-mail is optional (requirements 10)', () => {
    expect(Object.keys(submit(contactForm, {}).errors ?? {}).sort()).toEqual(['contact', 'message', 'name', 'reason']);
  });

  it('sends its fields unchanged', () => {
    const values = { name: 'Ravi', email: 'ravi@example.com', contact: '9811000000', reason: 'Support', message: 'Call me' };
    expect(submit(contactForm, values).body).toEqual(values);
  });
});

describe('service booking', () => {
  it('requires only a name and a mobile (requirements 5 has none: a documented fix) and sends the booking', () => {
    expect(submit(serviceForm, {}).errors).toEqual({ name: 'Please enter your name', contactNumber: 'Please enter your contact number' });
    expect(submit(serviceForm, { name: 'Neha', contactNumber: '9000000001' }).body).toMatchObject({ model: '', bookingDate: '' });
    const values = {
      model: 'cb200x', enteredModel: '', yearOfPurchase: '2021', serviceType: 'Free', registrationNumber: 'HR26AB1234',
      bookingDate: '2026-12-01', name: 'Neha', email: 'neha@example.com', contactNumber: '9000000001', message: '',
    };
    // No time chosen: no bookingTime in the body at all (a request without a time, requirements 2.3),
    // so the stored form is the one bodies had before times existed.
    // The updates tick left empty is sent as '' (no consent).
    const body = submit(serviceForm, values).body;
    expect(body).toEqual({ ...values, updatesConsent: '' });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('bookingTime');
    expect(submit(serviceForm, { ...values, preferredShowroom: '2', bookingTime: '10:30' }).body)
      .toEqual({ ...values, preferredShowroom: 2, bookingTime: '10:30', updatesConsent: '' });
  });

  it('takes a booking date from today (IST), never one in the past', () => {
    const values = { name: 'Neha', contactNumber: '9000000001' };
    expect(submit(serviceForm, { ...values, bookingDate: today }).body).toMatchObject({ bookingDate: today });
    expect(submit(serviceForm, { ...values, bookingDate: '2026-11-22' }).errors).toEqual({ bookingDate: pastDateMessage });
    expect(serviceForm.fields.find((f) => f.name === 'bookingDate')?.fromToday).toBe(true);
  });

  it('still refuses a year that is not a number', () => {
    expect(submit(serviceForm, { yearOfPurchase: '-3' }).errors).toHaveProperty('yearOfPurchase');
  });
});

describe('AMC', () => {
  it("says 'All fields are required except message.' for every empty field, a message the form shows once", () => {
    const { errors } = submit(amcForm, {});
    // The e-mail is optional (requirements 10): the spec's sentence stays.
    expect(Object.keys(errors ?? {}).sort()).toEqual(['contactNumber', 'model', 'name', 'registrationNumber', 'yearOfPurchase']);
    expect(new Set(Object.values(errors ?? {}))).toEqual(new Set(['All fields are required except message.']));
    expect(amcForm.sharedMessage).toBe('All fields are required except message.');
  });

  it('sends without a message', () => {
    const values = { model: 'activa-6g', yearOfPurchase: '2020', registrationNumber: 'HR26X1', name: 'Om', email: 'om@example.com', contactNumber: '9000000002' };
    expect(submit(amcForm, values).body).toEqual({ ...values, message: '' });
  });
});

describe('extended warranty', () => {
  it("requires name and contactNumber: 'Please fill in all required fields.'; an e-mail is optional (requirements 10)", () => {
    expect(submit(warrantyForm, {}).errors).toEqual({
      name: 'Please fill in all required fields.',
      contactNumber: 'Please fill in all required fields.',
    });
    expect(submit(warrantyForm, { name: 'A', email: 'a@example.com', contactNumber: '9000000003' }).body).toMatchObject({ model: '' });
  });
});

describe('offer', () => {
  it("refuses an unticked agree: 'Please agree to the terms and conditions.'", () => {
    const values = { name: 'Kiran', email: 'kiran@example.com', contact: '9000000004' };
    expect(submit(offerForm, values).errors).toEqual({ agree: 'Please agree to the terms and conditions.' });
    expect(submit(offerForm, { ...values, agree: true }).body).toEqual({ ...values, agree: true });
  });
});

describe('opt-in', () => {
  it('requires registration, name and mobile, and sends the channel ticks', () => {
    expect(Object.keys(submit(optInForm, {}).errors ?? {}).sort()).toEqual(['mobile', 'name', 'registration']);
    const notifications = { all: false, rcs: true, sms: false, obd: false, email: true, whatsapp: false };
    expect(submit(optInForm, { registration: 'HR26AB1', name: 'Dev', mobile: '9000000005', notifications }).body).toEqual({
      registration: 'HR26AB1', name: 'Dev', mobile: '9000000005', notifications,
    });
  });
});

describe('product enquiry', () => {
  const model = productModelName('Shine 100', 'Drum');
  const values = { name: 'Meera', email: 'meera@example.com', contact: '9000000006', color: 'Blue', message: 'Weekend ride', agree: true };

  it('maps email, contact and agree to the body {name, mobileNo, emailId, model, color, message, preferredDate, preferredTime}', () => {
    expect(model).toBe('Shine 100 (Drum)');
    expect(submit(productForm(model, productColours), values).body).toEqual({
      name: 'Meera', mobileNo: '9000000006', emailId: 'meera@example.com', model: 'Shine 100 (Drum)', color: 'Blue', message: 'Weekend ride',
      preferredDate: '', updatesConsent: '',
    });
  });

  it('defaults the model to the bike and requires name, contact, colour and the terms; an e-mail is optional (requirements 10)', () => {
    const definition = productForm('Shine 100', productColours);
    expect(definition.defaults.model).toBe('Shine 100');
    expect(Object.keys(submit(definition, {}).errors ?? {}).sort()).toEqual(['agree', 'color', 'contact', 'name']);
    expect(submit(definition, { ...values, email: 'not-an-email' }).errors).toHaveProperty('email');
    expect(submit(definition, { ...values, color: 'Pink' }).errors).toHaveProperty('color');
  });

  it('takes a preferred showroom and a preferred date from today, both optional', () => {
    const definition = productForm('Shine 100', productColours);
    expect(definition.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['preferredShowroom', 'preferredDate']));
    expect(submit(definition, { ...values, preferredShowroom: '4', preferredDate: today }).body).toMatchObject({ preferredShowroom: 4, preferredDate: today });
    expect(submit(definition, values).body).toMatchObject({ preferredDate: '' });
    expect(submit(definition, { ...values, preferredDate: '2026-11-01' }).errors).toEqual({ preferredDate: pastDateMessage });
    expect(submit(definition, { ...values, preferredShowroom: 'Sector 18' }).errors).toEqual({ preferredShowroom: 'Please choose one of our showrooms' });
  });
});

describe('joy club', () => {
  it('requires only a name and a mobile (a documented fix) and maps to {name, mobile, email, model, regNo, purchaseYear, message}', () => {
    expect(submit(joyClubForm, {}).errors).toEqual({ name: 'Please enter your name', contactNumber: 'Please enter your contact number' });
    expect(submit(joyClubForm, { name: 'Iqbal', contactNumber: '9000000007' }).body).toEqual({
      name: 'Iqbal', mobile: '9000000007', email: '', model: '', regNo: '', purchaseYear: '', message: '',
    });
    const values = { model: 'CBR 150R', yearOfPurchase: '2019', registrationNumber: 'HR26C3', name: 'Iqbal', email: 'iq@example.com', contactNumber: '9000000007', message: 'Hi' };
    expect(submit(joyClubForm, values).body).toEqual({
      name: 'Iqbal', mobile: '9000000007', email: 'iq@example.com', model: 'CBR 150R', regNo: 'HR26C3', purchaseYear: '2019', message: 'Hi',
    });
  });

  it('refuses a negative year and a model outside the list', () => {
    expect(submit(joyClubForm, { yearOfPurchase: '-1' }).errors).toHaveProperty('yearOfPurchase');
    expect(submit(joyClubForm, { model: 'Hayabusa' }).errors).toHaveProperty('model');
  });
});

describe('feedback', () => {
  it('requires only a name and a phone (a documented fix) and keeps the fixed lists', () => {
    expect(submit(feedbackForm, {}).errors).toEqual({ name: 'Please enter your name', phone: 'Please enter your phone number' });
    const person = { name: 'Tara', phone: '9811040010' };
    expect(submit(feedbackForm, { ...person, location: 'PATAUDI', department: 'SPARE PARTS' }).body).toMatchObject({ location: 'PATAUDI', department: 'SPARE PARTS' });
    expect(submit(feedbackForm, { ...person, department: 'HR' }).errors).toHaveProperty('department');
  });
});

describe('career', () => {
  const values = { name: 'Sara', phone: '9000000008', email: 'sara@example.com', address: 'Sector 18', area: 'Gurgaon', position: 'Sales executive' };

  it('sends the fields as the body and the resume as the file', () => {
    const resume = new File(['%PDF-1.4'], 'Sara CV.PDF', { type: 'application/pdf' });
    const result = submit(careerForm, { ...values, resume });
    expect(result.body).toEqual(values);
    expect(result.file).toBe(resume);
    expect(submit(careerForm, values).file).toBeNull();
  });

  it('refuses a resume that is not .pdf, .doc or .docx', () => {
    const errors = submit(careerForm, { ...values, resume: new File(['x'], 'cv.txt') }).errors;
    expect(errors?.resume).toBe('Please choose a PDF or Word file (.pdf, .doc or .docx).');
    expect(submit(careerForm, { ...values, resume: new File(['x'], 'cv.docx') }).body).toEqual(values);
  });
});

describe('one source for the rules', () => {
  it("offers 'Check all' and the contract's opt-in channels, in order, none ticked", () => {
    const group = optInForm.fields.find((f) => f.type === 'checkbox-group');
    expect(group?.options?.map((o) => o.value)).toEqual(['all', ...optInChannels]);
    expect(group?.options?.every((o) => o.label !== o.value)).toBe(true);
    expect(optInForm.defaults.notifications).toEqual(Object.fromEntries(['all', ...optInChannels].map((c) => [c, false])));
  });

  /** The body schema's own message for a value of one of its fields. */
  const bodyMessage = (schema: ReturnType<typeof productSchema> | typeof joyClubSchema, field: string, value: string) =>
    (schema.shape as Record<string, { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }>)[field]!.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['product', 'contact', 'mobileNo', '98x'],
    ['product', 'email', 'emailId', 'not-an-email'],
    ['product', 'color', 'color', ''],
    ['joyclub', 'contactNumber', 'mobile', '98x'],
    ['joyclub', 'yearOfPurchase', 'purchaseYear', '20x9'],
    ['joyclub', 'email', 'email', 'not-an-email'],
  ] as const)('%s form field %s is checked by the body field %s', (kind, formField, bodyField, value) => {
    const definition = kind === 'product' ? productForm('Shine 100', productColours) : joyClubForm;
    const schema = kind === 'product' ? productSchema(deviceRules) : joyClubSchema;
    const expected = bodyMessage(schema, bodyField, value);
    expect(expected).toBeTruthy();
    expect(submit(definition, { [formField]: value }).errors?.[formField]).toBe(expected);
  });
});
