/**
 * zod schemas of the eleven public submissions (spec 3 and 7.2), with the validation
 * rules and messages of spec 5. The forms validate with these before queueing and the
 * server validates every body with the same schema.
 */
import { z } from 'zod';
import {
  limits, optionalChoice, optionalDate, optionalDigits, optionalEmail, optionalFlag, optionalText,
  optionalYear, requiredChoice, requiredDigits, requiredEmail, requiredText, requiredYear, flag,
} from './fields.ts';
import {
  contactReasons, feedbackDepartments, feedbackLocations, financeModels, joyClubModels, poaOptions,
  poiOptions, productColours, serviceModels, serviceTypes,
} from './options.ts';

/** spec 5: finance requires only a model; contact digits only. */
export const financeSchema = z.object({
  name: optionalText(),
  email: optionalEmail(),
  contact: optionalDigits(),
  loanAmount: optionalText(12).refine((v) => /^\d{0,9}(\.\d{1,2})?$/.test(v), 'Loan amount must be a number'),
  model: requiredChoice(financeModels, 'Please select a model'),
  message: optionalText(limits.longText),
  agreed: optionalFlag,
  selectedPOA: optionalChoice(poaOptions),
  selectedPOI: optionalChoice(poiOptions),
});

/** spec 5: contact requires name, email, contact, reason and message. */
export const contactSchema = z.object({
  name: requiredText('Please enter your name'),
  email: requiredEmail('Please enter your email'),
  contact: requiredDigits('Please enter your contact number'),
  reason: requiredChoice(contactReasons, 'Please choose a reason'),
  message: requiredText('Please enter a message', limits.longText),
});

/** spec 5: service booking has no client-side checks; types and bounds still hold. */
export const serviceSchema = z.object({
  model: optionalChoice(serviceModels),
  enteredModel: optionalText(),
  yearOfPurchase: optionalYear(),
  serviceType: optionalChoice(serviceTypes),
  registrationNumber: optionalText(20),
  bookingDate: optionalDate(),
  name: optionalText(),
  email: optionalEmail(),
  contactNumber: optionalDigits(),
  message: optionalText(limits.longText),
});

const amcRequired = 'All fields are required except message.';

/** spec 5: AMC, 'All fields are required except message.' */
export const amcSchema = z.object({
  model: requiredChoice(serviceModels, amcRequired),
  yearOfPurchase: requiredYear(amcRequired),
  registrationNumber: requiredText(amcRequired, 20),
  name: requiredText(amcRequired),
  email: requiredEmail(amcRequired),
  contactNumber: requiredDigits(amcRequired),
  message: optionalText(limits.longText),
});

const warrantyRequired = 'Please fill in all required fields.';

/** spec 5: warranty requires name, email and contactNumber. */
export const warrantySchema = z.object({
  model: optionalChoice(serviceModels),
  yearOfPurchase: optionalYear(),
  registrationNumber: optionalText(20),
  name: requiredText(warrantyRequired),
  email: requiredEmail(warrantyRequired),
  contactNumber: requiredDigits(warrantyRequired),
  message: optionalText(limits.longText),
});

/** spec 5: offer enquiry requires name, email, contact and a ticked agree. */
export const offerSchema = z.object({
  name: requiredText('Please enter your name'),
  email: requiredEmail('Please enter your email'),
  contact: requiredDigits('Please enter your contact number'),
  agree: flag.refine((v) => v === true, 'Please agree to the terms and conditions.'),
});

/** spec 3/9: opt-in channels. */
export const notificationsSchema = z.object({
  all: optionalFlag,
  rcs: optionalFlag,
  sms: optionalFlag,
  obd: optionalFlag,
  email: optionalFlag,
  whatsapp: optionalFlag,
});

/** spec 5: opt-in requires registration, name and mobile. */
export const optInSchema = z.object({
  registration: requiredText('Please enter your registration number', 20),
  name: requiredText('Please enter your name'),
  mobile: requiredDigits('Please enter your mobile number'),
  notifications: notificationsSchema.optional().default({
    all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: false,
  }),
});

/**
 * spec 7.2: POST /api/postBooking body. The form's own fields (email, contact, agree)
 * are mapped to this body by the product enquiry form (spec 5 rules apply there too).
 */
export const productSchema = z.object({
  name: requiredText('Please enter your name'),
  mobileNo: requiredDigits('Please enter your contact number'),
  emailId: requiredEmail('Please enter your email'),
  model: requiredText('Please choose a model'),
  color: requiredChoice(productColours, 'Please select a colour'),
  message: optionalText(limits.longText),
});

/** spec 7.2: POST /api/joyClub body; nothing required, numbers numeric. */
export const joyClubSchema = z.object({
  name: optionalText(),
  mobile: optionalDigits(),
  email: optionalEmail(),
  model: optionalChoice(joyClubModels),
  regNo: optionalText(20),
  purchaseYear: optionalYear(),
  message: optionalText(limits.longText),
});

/** spec 5: feedback enforces nothing; phone numeric; fixed location and department lists. */
export const feedbackSchema = z.object({
  name: optionalText(),
  phone: optionalDigits(),
  email: optionalEmail(),
  address: optionalText(300),
  location: optionalChoice(feedbackLocations),
  department: optionalChoice(feedbackDepartments),
  message: optionalText(limits.longText),
});

/** spec 7.2: career application fields; the resume file is checked separately (bytes). */
export const careerSchema = z.object({
  name: optionalText(),
  phone: optionalDigits(),
  email: optionalEmail(),
  address: optionalText(300),
  area: optionalText(),
  position: optionalText(),
});

export type FinanceBody = z.infer<typeof financeSchema>;
export type ContactBody = z.infer<typeof contactSchema>;
export type ServiceBody = z.infer<typeof serviceSchema>;
export type AmcBody = z.infer<typeof amcSchema>;
export type WarrantyBody = z.infer<typeof warrantySchema>;
export type OfferBody = z.infer<typeof offerSchema>;
export type OptInBody = z.infer<typeof optInSchema>;
export type ProductBody = z.infer<typeof productSchema>;
export type JoyClubBody = z.infer<typeof joyClubSchema>;
export type FeedbackBody = z.infer<typeof feedbackSchema>;
export type CareerBody = z.infer<typeof careerSchema>;
