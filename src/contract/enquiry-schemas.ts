/**
 * zod schemas of the eleven public submissions (requirements 3 and 7.2), with the validation
 * rules and messages of requirements 5. The forms validate with these before queueing and the
 * server validates every body with the same schema.
 *
 * Every form that makes a lead needs a name and a reachable Indian mobile, stored as its 10
 * digits, even where requirements 5 lists no client check (service booking, joy club, feedback,
 * career): a lead nobody can call back helps nobody (requirements 10). The
 * spec's own messages are kept wherever it gives one.
 *
 * E-mail is optional on every form (requirements 10): a customer who gives only a mobile
 * still hears back, by WhatsApp and SMS when they tick the booking forms' updates box
 * (`updatesConsent`, src/contract/updates-consent.ts). Every body may say the language the
 * form was filled in (`language`), which the customer's messages are written in.
 *
 * Schemas with a booking or test-ride date, or a model the catalogue decides (finance,
 * service, AMC, warranty: src/contract/catalogue-model-field.ts), are built from the rules
 * of the side that checks (src/contract/submission-rules.ts).
 */
import { z } from 'zod';
import {
  limits, optionalChoice, optionalDateFrom, optionalEmail, optionalFlag, optionalShowroom, optionalText,
  optionalYear, requiredChoice, requiredMobile, requiredText, requiredYear, flag, optionalLanguage,
} from './fields.ts';
import { updatesConsentField } from './updates-consent.ts';
import {
  contactReasons, feedbackDepartments, feedbackLocations, joyClubModels, optInAllKey, optInChannels,
  poaOptions, poiOptions, serviceTypes,
} from './options.ts';
import { optionalCatalogueModel, requiredCatalogueModel } from './catalogue-model-field.ts';
import { perRules } from './submission-rules.ts';
import { leadQuoteSchema } from './lead-quote.ts';
import { bookingComplete, bookingFields, optionalSlotTime } from './appointment-api.ts';

const nameMessage = 'Please enter your name';
const contactMessage = 'Please enter your contact number';
const financeModelMessage = 'Please select a model';

/** requirements 5: finance requires a model (and, as every lead, a name and a mobile). */
export const financeSchema = perRules((rules) =>
  z.object({
    name: requiredText(nameMessage),
    email: optionalEmail(),
    contact: requiredMobile(contactMessage),
    loanAmount: optionalText(12).refine((v) => /^\d{0,9}(\.\d{1,2})?$/.test(v), 'Loan amount must be a number'),
    model: requiredCatalogueModel(rules, financeModelMessage),
    message: optionalText(limits.longText),
    agreed: optionalFlag,
    selectedPOA: optionalChoice(poaOptions),
    selectedPOI: optionalChoice(poiOptions),
    preferredShowroom: optionalShowroom(rules.showrooms),
    language: optionalLanguage,
  }),
);

/** requirements 5: contact requires name, email, contact, reason and message; e-mail optional (requirements 10). */
export const contactSchema = z.object({
  name: requiredText(nameMessage),
  email: optionalEmail(),
  contact: requiredMobile(contactMessage),
  reason: requiredChoice(contactReasons, 'Please choose a reason'),
  message: requiredText('Please enter a message', limits.longText),
  language: optionalLanguage,
});

/** requirements 5 has no client checks for service booking: name and mobile are a documented fix; a date is never past. */
export const serviceSchema = perRules((rules) =>
  z.object({
    model: optionalCatalogueModel(rules),
    enteredModel: optionalText(),
    yearOfPurchase: optionalYear(),
    serviceType: optionalChoice(serviceTypes),
    registrationNumber: optionalText(20),
    bookingDate: optionalDateFrom(rules.earliestDate),
    /** A slot time (HH:MM, IST) makes it a booking; bodies without it stay valid. */
    bookingTime: optionalSlotTime,
    name: requiredText(nameMessage),
    email: optionalEmail(),
    contactNumber: requiredMobile(contactMessage),
    message: optionalText(limits.longText),
    preferredShowroom: optionalShowroom(rules.showrooms),
    language: optionalLanguage,
    updatesConsent: updatesConsentField,
  }).superRefine(bookingComplete(bookingFields.service)),
);

/** requirements 5: the AMC form's one message for any missing field (shown once by the form). */
export const amcRequired = 'All fields are required except message.';

/** requirements 5: AMC, 'All fields are required except message.' (and e-mail, requirements 10). */
export const amcSchema = perRules((rules) => z.object({
  model: requiredCatalogueModel(rules, amcRequired),
  yearOfPurchase: requiredYear(amcRequired),
  registrationNumber: requiredText(amcRequired, 20),
  name: requiredText(amcRequired),
  email: optionalEmail(),
  contactNumber: requiredMobile(amcRequired),
  message: optionalText(limits.longText),
  language: optionalLanguage,
}));

const warrantyRequired = 'Please fill in all required fields.';

/** requirements 5: warranty requires name, email and contactNumber; e-mail optional (requirements 10). */
export const warrantySchema = perRules((rules) => z.object({
  model: optionalCatalogueModel(rules),
  yearOfPurchase: optionalYear(),
  registrationNumber: optionalText(20),
  name: requiredText(warrantyRequired),
  email: optionalEmail(),
  contactNumber: requiredMobile(warrantyRequired),
  message: optionalText(limits.longText),
  language: optionalLanguage,
}));

/** requirements 5: offer enquiry requires name, email, contact and a ticked agree; e-mail optional (requirements 10). */
export const offerSchema = z.object({
  name: requiredText(nameMessage),
  email: optionalEmail(),
  contact: requiredMobile(contactMessage),
  agree: flag.refine((v) => v === true, 'Please agree to the terms and conditions.'),
  language: optionalLanguage,
});

/** requirements 3/9: the notification ticks, 'all' and one per opt-in channel. */
const notificationKeys = [optInAllKey, ...optInChannels] as const;
type NotificationKey = (typeof notificationKeys)[number];

/** Nothing ticked: what an untouched opt-in form holds and what a body without ticks means. */
export const noNotifications = Object.fromEntries(notificationKeys.map((key) => [key, false])) as Record<NotificationKey, boolean>;

const notificationsSchema = z.object(
  Object.fromEntries(notificationKeys.map((key) => [key, optionalFlag])) as Record<NotificationKey, typeof optionalFlag>,
);

/** requirements 5: opt-in requires registration, name and mobile. */
export const optInSchema = z.object({
  registration: requiredText('Please enter your registration number', 20),
  name: requiredText(nameMessage),
  mobile: requiredMobile('Please enter your mobile number'),
  notifications: notificationsSchema.optional().default(() => ({ ...noNotifications })),
  language: optionalLanguage,
});

/**
 * requirements 7.2: POST /api/postBooking body. The form's own fields (email, contact, agree)
 * are mapped to this body by the product enquiry form (requirements 5 rules apply there too).
 * A test ride may name a showroom and a day, never a past one.
 */
export const productSchema = perRules((rules) =>
  z.object({
    name: requiredText(nameMessage),
    mobileNo: requiredMobile(contactMessage),
    emailId: optionalEmail(),
    model: requiredText('Please choose a model'),
    /** The catalogue model's id, when the page knows it: a booked ride counts against that model's places. */
    modelId: z.number({ error: 'modelId is a catalogue model id' }).int().positive().optional(),
    // The model's own colours (docs/catalogue.md): the page offers them; any named colour is kept.
    color: requiredText('Please select a colour', 80),
    message: optionalText(limits.longText),
    preferredShowroom: optionalShowroom(rules.showrooms),
    preferredDate: optionalDateFrom(rules.earliestDate),
    /** A slot time (HH:MM, IST) makes it a booked test ride; bodies without it stay valid. */
    preferredTime: optionalSlotTime,
    /** The on-road quote the buyer asks the showroom to honour (src/contract/lead-quote.ts). */
    quote: leadQuoteSchema.optional(),
    language: optionalLanguage,
    updatesConsent: updatesConsentField,
  }).superRefine(bookingComplete(bookingFields.product)),
);

/** requirements 7.2: POST /api/joyClub body; requirements 5 requires nothing: name and mobile are a documented fix. */
export const joyClubSchema = z.object({
  name: requiredText(nameMessage),
  mobile: requiredMobile(contactMessage),
  email: optionalEmail(),
  model: optionalChoice(joyClubModels),
  regNo: optionalText(20),
  purchaseYear: optionalYear(),
  message: optionalText(limits.longText),
  language: optionalLanguage,
});

/** requirements 5: feedback enforces nothing (name and phone are a documented fix); fixed location and department lists. */
export const feedbackSchema = z.object({
  name: requiredText(nameMessage),
  phone: requiredMobile('Please enter your phone number'),
  email: optionalEmail(),
  address: optionalText(300),
  location: optionalChoice(feedbackLocations),
  department: optionalChoice(feedbackDepartments),
  message: optionalText(limits.longText),
  language: optionalLanguage,
});

/** requirements 7.2: career application fields (name checked: a documented fix); the resume file is checked separately (bytes). */
export const careerSchema = z.object({
  name: requiredText(nameMessage),
  phone: requiredMobile(contactMessage),
  email: optionalEmail(),
  address: optionalText(300),
  area: optionalText(),
  position: optionalText(),
  language: optionalLanguage,
});

export type FinanceBody = z.infer<ReturnType<typeof financeSchema>>;
export type ContactBody = z.infer<typeof contactSchema>;
export type ServiceBody = z.infer<ReturnType<typeof serviceSchema>>;
export type AmcBody = z.infer<typeof amcSchema>;
export type WarrantyBody = z.infer<typeof warrantySchema>;
export type OfferBody = z.infer<typeof offerSchema>;
export type OptInBody = z.infer<typeof optInSchema>;
export type ProductBody = z.infer<ReturnType<typeof productSchema>>;
export type JoyClubBody = z.infer<typeof joyClubSchema>;
export type FeedbackBody = z.infer<typeof feedbackSchema>;
export type CareerBody = z.infer<typeof careerSchema>;
