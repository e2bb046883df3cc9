/**
 * zod schemas of the eleven public submissions (spec 3 and 7.2), with the validation
 * rules and messages of spec 5. The forms validate with these before queueing and the
 * server validates every body with the same schema.
 *
 * Every form that makes a lead needs a name and a reachable Indian mobile, stored as its 10
 * digits, even where spec 5 lists no client check (service booking, joy club, feedback,
 * career): a lead nobody can call back helps nobody (README "Deliberate deviations"). The
 * spec's own messages are kept wherever it gives one.
 *
 * Schemas with a booking or test-ride date, or a model name the catalogue decides, are
 * built from the rules of the side that checks (src/contract/submission-rules.ts).
 */
import { z } from 'zod';
import {
  limits, optionalChoice, optionalDateFrom, optionalEmail, optionalFlag, optionalShowroom, optionalText,
  optionalYear, requiredChoice, requiredEmail, requiredMobile, requiredText, requiredYear, flag,
} from './fields.ts';
import {
  contactReasons, feedbackDepartments, feedbackLocations, financeModels, joyClubModels, optInAllKey, optInChannels,
  poaOptions, poiOptions, productColours, serviceModels, serviceTypes,
} from './options.ts';
import { perRules, type SubmissionRules } from './submission-rules.ts';
import { leadQuoteSchema } from './lead-quote.ts';

const nameMessage = 'Please enter your name';
const contactMessage = 'Please enter your contact number';
export const financeModelMessage = 'Please select a model';
export const unknownModelMessage = 'Please choose one of our models';

/**
 * spec 2.3: the finance model is a slug of the list or, locked from a bike page, that
 * bike's name. The device lets any name through (it cannot know the whole catalogue); the
 * server accepts a catalogue model's name, in the catalogue's spelling, and no other.
 */
function financeModel(rules: SubmissionRules) {
  return requiredText(financeModelMessage).transform((v, ctx) => {
    if ((financeModels as readonly string[]).includes(v) || !rules.catalogueModels) return v;
    const name = rules.catalogueModels.find((m) => m.toLowerCase() === v.toLowerCase());
    if (name !== undefined) return name;
    ctx.addIssue({ code: 'custom', message: unknownModelMessage });
    return z.NEVER;
  });
}

/** spec 5: finance requires a model (and, as every lead, a name and a mobile). */
export const financeSchema = perRules((rules) =>
  z.object({
    name: requiredText(nameMessage),
    email: optionalEmail(),
    contact: requiredMobile(contactMessage),
    loanAmount: optionalText(12).refine((v) => /^\d{0,9}(\.\d{1,2})?$/.test(v), 'Loan amount must be a number'),
    model: financeModel(rules),
    message: optionalText(limits.longText),
    agreed: optionalFlag,
    selectedPOA: optionalChoice(poaOptions),
    selectedPOI: optionalChoice(poiOptions),
    preferredShowroom: optionalShowroom(),
  }),
);

/** spec 5: contact requires name, email, contact, reason and message. */
export const contactSchema = z.object({
  name: requiredText(nameMessage),
  email: requiredEmail('Please enter your email'),
  contact: requiredMobile(contactMessage),
  reason: requiredChoice(contactReasons, 'Please choose a reason'),
  message: requiredText('Please enter a message', limits.longText),
});

/** spec 5 has no client checks for service booking: name and mobile are a documented fix; a date is never past. */
export const serviceSchema = perRules((rules) =>
  z.object({
    model: optionalChoice(serviceModels),
    enteredModel: optionalText(),
    yearOfPurchase: optionalYear(),
    serviceType: optionalChoice(serviceTypes),
    registrationNumber: optionalText(20),
    bookingDate: optionalDateFrom(rules.earliestDate),
    name: requiredText(nameMessage),
    email: optionalEmail(),
    contactNumber: requiredMobile(contactMessage),
    message: optionalText(limits.longText),
    preferredShowroom: optionalShowroom(),
  }),
);

/** spec 5: the AMC form's one message for any missing field (shown once by the form). */
export const amcRequired = 'All fields are required except message.';

/** spec 5: AMC, 'All fields are required except message.' */
export const amcSchema = z.object({
  model: requiredChoice(serviceModels, amcRequired),
  yearOfPurchase: requiredYear(amcRequired),
  registrationNumber: requiredText(amcRequired, 20),
  name: requiredText(amcRequired),
  email: requiredEmail(amcRequired),
  contactNumber: requiredMobile(amcRequired),
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
  contactNumber: requiredMobile(warrantyRequired),
  message: optionalText(limits.longText),
});

/** spec 5: offer enquiry requires name, email, contact and a ticked agree. */
export const offerSchema = z.object({
  name: requiredText(nameMessage),
  email: requiredEmail('Please enter your email'),
  contact: requiredMobile(contactMessage),
  agree: flag.refine((v) => v === true, 'Please agree to the terms and conditions.'),
});

/** spec 3/9: the notification ticks, 'all' and one per opt-in channel. */
export const notificationKeys = [optInAllKey, ...optInChannels] as const;
export type NotificationKey = (typeof notificationKeys)[number];

/** Nothing ticked: what an untouched opt-in form holds and what a body without ticks means. */
export const noNotifications = Object.fromEntries(notificationKeys.map((key) => [key, false])) as Record<NotificationKey, boolean>;

export const notificationsSchema = z.object(
  Object.fromEntries(notificationKeys.map((key) => [key, optionalFlag])) as Record<NotificationKey, typeof optionalFlag>,
);

/** spec 5: opt-in requires registration, name and mobile. */
export const optInSchema = z.object({
  registration: requiredText('Please enter your registration number', 20),
  name: requiredText(nameMessage),
  mobile: requiredMobile('Please enter your mobile number'),
  notifications: notificationsSchema.optional().default(() => ({ ...noNotifications })),
});

/**
 * spec 7.2: POST /api/postBooking body. The form's own fields (email, contact, agree)
 * are mapped to this body by the product enquiry form (spec 5 rules apply there too).
 * A test ride may name a showroom and a day, never a past one.
 */
export const productSchema = perRules((rules) =>
  z.object({
    name: requiredText(nameMessage),
    mobileNo: requiredMobile(contactMessage),
    emailId: requiredEmail('Please enter your email'),
    model: requiredText('Please choose a model'),
    color: requiredChoice(productColours, 'Please select a colour'),
    message: optionalText(limits.longText),
    preferredShowroom: optionalShowroom(),
    preferredDate: optionalDateFrom(rules.earliestDate),
    /** The on-road quote the buyer asks the showroom to honour (src/contract/lead-quote.ts). */
    quote: leadQuoteSchema.optional(),
  }),
);

/** spec 7.2: POST /api/joyClub body; spec 5 requires nothing: name and mobile are a documented fix. */
export const joyClubSchema = z.object({
  name: requiredText(nameMessage),
  mobile: requiredMobile(contactMessage),
  email: optionalEmail(),
  model: optionalChoice(joyClubModels),
  regNo: optionalText(20),
  purchaseYear: optionalYear(),
  message: optionalText(limits.longText),
});

/** spec 5: feedback enforces nothing (name and phone are a documented fix); fixed location and department lists. */
export const feedbackSchema = z.object({
  name: requiredText(nameMessage),
  phone: requiredMobile('Please enter your phone number'),
  email: optionalEmail(),
  address: optionalText(300),
  location: optionalChoice(feedbackLocations),
  department: optionalChoice(feedbackDepartments),
  message: optionalText(limits.longText),
});

/** spec 7.2: career application fields (name checked: a documented fix); the resume file is checked separately (bytes). */
export const careerSchema = z.object({
  name: requiredText(nameMessage),
  phone: requiredMobile(contactMessage),
  email: optionalEmail(),
  address: optionalText(300),
  area: optionalText(),
  position: optionalText(),
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
