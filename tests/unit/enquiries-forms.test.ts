/**
 * Each form definition: what its schema accepts and refuses (spec 5, with the spec's
 * messages) and how its values become the body of spec 7.2, which must then pass the
 * kind's own schema (the one the server validates with).
 */
import { describe, expect, it } from 'vitest';
import { enquiryKinds } from '../../src/contract/enquiry-kinds.ts';
import type { FormDefinition, FormValues } from '../../src/enquiries/kit/form-definition.ts';
import { amcForm } from '../../src/enquiries/forms/amc-form.ts';
import { careerForm } from '../../src/enquiries/forms/career-form.ts';
import { contactForm } from '../../src/enquiries/forms/contact-form.ts';
import { feedbackForm } from '../../src/enquiries/forms/feedback-form.ts';
import { financeForm } from '../../src/enquiries/forms/finance-form.ts';
import { joyClubForm } from '../../src/enquiries/forms/joy-club-form.ts';
import { offerForm } from '../../src/enquiries/forms/offer-form.ts';
import { optInForm } from '../../src/enquiries/forms/opt-in-form.ts';
import { productForm, productModelName } from '../../src/enquiries/forms/product-form.ts';
import { serviceForm } from '../../src/enquiries/forms/service-form.ts';
import { warrantyForm } from '../../src/enquiries/forms/warranty-form.ts';

/** Validates like the form does, then maps; returns the body or the messages by field. */
function submit(definition: FormDefinition, values: FormValues) {
  const parsed = definition.schema.safeParse({ ...definition.defaults, ...values });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { errors };
  }
  const body = definition.toBody(parsed.data);
  const server = enquiryKinds[definition.kind].schema.safeParse(body);
  expect(server.success, JSON.stringify(server.error?.issues)).toBe(true);
  return { body, file: definition.fileOf?.(parsed.data) ?? null };
}

describe('every definition', () => {
  const all = [amcForm, careerForm, contactForm, feedbackForm, financeForm(), joyClubForm, offerForm, optInForm, productForm('Shine 100'), serviceForm, warrantyForm];

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

describe('finance', () => {
  it("requires a model: 'Please select a model' (spec 5)", () => {
    expect(submit(financeForm(), {}).errors).toEqual({ model: 'Please select a model' });
  });

  it('sends POA and POI only when chosen, and the rest as typed', () => {
    const base = { name: ' Asha ', contact: '9876543210', loanAmount: '60000', model: 'activa-6g', agreed: true };
    expect(submit(financeForm(), base).body).toEqual({
      name: 'Asha', email: '', contact: '9876543210', loanAmount: '60000', model: 'activa-6g', message: '', agreed: true,
    });
    const withDocs = submit(financeForm(), { ...base, selectedPOA: 'Gas Bill', selectedPOI: 'Passport' }).body;
    expect(withDocs).toMatchObject({ selectedPOA: 'Gas Bill', selectedPOI: 'Passport' });
  });

  it('accepts a name from navigation state that matched no slug as its only model', () => {
    const definition = financeForm('Super Cub');
    const parsed = definition.schema.safeParse({ ...definition.defaults, model: 'Super Cub' });
    expect(parsed.success).toBe(true);
    expect(definition.fields.find((f) => f.name === 'model')?.options).toEqual([{ value: 'Super Cub', label: 'Super Cub' }]);
  });
});

describe('contact', () => {
  it('requires name, email, contact, reason and message', () => {
    expect(Object.keys(submit(contactForm, {}).errors ?? {}).sort()).toEqual(['contact', 'email', 'message', 'name', 'reason']);
  });

  it('sends its fields unchanged', () => {
    const values = { name: 'Ravi', email: 'ravi@example.com', contact: '9811000000', reason: 'Support', message: 'Call me' };
    expect(submit(contactForm, values).body).toEqual(values);
  });
});

describe('service booking', () => {
  it('has no required fields (spec 5) and sends the booking', () => {
    expect(submit(serviceForm, {}).body).toMatchObject({ name: '', model: '' });
    const values = {
      model: 'cb200x', enteredModel: '', yearOfPurchase: '2021', serviceType: 'Free', registrationNumber: 'HR26AB1234',
      bookingDate: '2026-12-01', name: 'Neha', email: 'neha@example.com', contactNumber: '9000000001', message: '',
    };
    expect(submit(serviceForm, values).body).toEqual(values);
  });

  it('still refuses a year that is not a number', () => {
    expect(submit(serviceForm, { yearOfPurchase: '-3' }).errors).toHaveProperty('yearOfPurchase');
  });
});

describe('AMC', () => {
  it("says 'All fields are required except message.' for every empty field", () => {
    const { errors } = submit(amcForm, {});
    expect(Object.keys(errors ?? {}).sort()).toEqual(['contactNumber', 'email', 'model', 'name', 'registrationNumber', 'yearOfPurchase']);
    expect(new Set(Object.values(errors ?? {}))).toEqual(new Set(['All fields are required except message.']));
  });

  it('sends without a message', () => {
    const values = { model: 'activa-6g', yearOfPurchase: '2020', registrationNumber: 'HR26X1', name: 'Om', email: 'om@example.com', contactNumber: '9000000002' };
    expect(submit(amcForm, values).body).toEqual({ ...values, message: '' });
  });
});

describe('extended warranty', () => {
  it("requires name, email and contactNumber: 'Please fill in all required fields.'", () => {
    expect(submit(warrantyForm, {}).errors).toEqual({
      name: 'Please fill in all required fields.',
      email: 'Please fill in all required fields.',
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

  it('maps email, contact and agree to the body {name, mobileNo, emailId, model, color, message}', () => {
    expect(model).toBe('Shine 100 (Drum)');
    expect(submit(productForm(model), values).body).toEqual({
      name: 'Meera', mobileNo: '9000000006', emailId: 'meera@example.com', model: 'Shine 100 (Drum)', color: 'Blue', message: 'Weekend ride',
    });
  });

  it('defaults the model to the bike and requires name, email, contact, colour and the terms', () => {
    const definition = productForm('Shine 100');
    expect(definition.defaults.model).toBe('Shine 100');
    expect(Object.keys(submit(definition, {}).errors ?? {}).sort()).toEqual(['agree', 'color', 'contact', 'email', 'name']);
    expect(submit(definition, { ...values, email: 'not-an-email' }).errors).toHaveProperty('email');
    expect(submit(definition, { ...values, color: 'Pink' }).errors).toHaveProperty('color');
  });
});

describe('joy club', () => {
  it('requires nothing and maps to {name, mobile, email, model, regNo, purchaseYear, message}', () => {
    expect(submit(joyClubForm, {}).body).toEqual({ name: '', mobile: '', email: '', model: '', regNo: '', purchaseYear: '', message: '' });
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
  it('enforces nothing but keeps the fixed lists', () => {
    expect(submit(feedbackForm, {}).body).toMatchObject({ name: '' });
    expect(submit(feedbackForm, { location: 'PATAUDI', department: 'SPARE PARTS' }).body).toMatchObject({ location: 'PATAUDI', department: 'SPARE PARTS' });
    expect(submit(feedbackForm, { department: 'HR' }).errors).toHaveProperty('department');
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
