/**
 * Messages to customers (docs/notifications.md): the channels, the events that send one,
 * the placeholders a template may use, the templates a dealer starts with, each channel's
 * provider settings and the API of Manage > Messages. Shared by the server and the screen.
 */
import { z } from 'zod';
import { languages, type Language } from './language.ts';
import { defaultTemplatesHi } from './message-templates-hi.ts';
import { whatsappTemplateNames } from './whatsapp-template-names.ts';

export const messageChannels = ['email', 'whatsapp', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const messageChannelLabels: Record<MessageChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/**
 * What sends a message: an enquiry, a booking, each change of a booking, the evening before
 * it, a vehicle's service, insurance or PUC falling due (server/workshop/service-reminders.ts);
 * and of a job card in the workshop, estimate lines waiting for the customer's approval
 * and the vehicle ready to collect (docs/workshop.md "Messages to the customer"); and the
 * steps of a vehicle booking (docs/stock-and-delivery.md "Messages at each step").
 */
export const messageEvents = [
  'enquiry', 'booking', 'booking-change', 'reminder', 'service-due', 'job-approval', 'job-ready',
  'vehicle-allotted', 'vehicle-insurance', 'vehicle-registration', 'vehicle-ready', 'vehicle-delivered', 'vehicle-cancelled',
] as const;
export type MessageEvent = (typeof messageEvents)[number];

export const messageEventLabels: Record<MessageEvent, string> = {
  enquiry: 'Enquiry received',
  booking: 'Booking made',
  'booking-change': 'Booking changed',
  reminder: 'Reminder the day before',
  'service-due': 'Service, insurance or PUC falling due',
  'job-approval': 'Workshop: approval needed',
  'job-ready': 'Workshop: vehicle ready',
  'vehicle-allotted': 'Vehicle booking: allotted',
  'vehicle-insurance': 'Vehicle booking: insurance done',
  'vehicle-registration': 'Vehicle booking: registration done',
  'vehicle-ready': 'Vehicle booking: ready for delivery',
  'vehicle-delivered': 'Vehicle booking: delivered',
  'vehicle-cancelled': 'Vehicle booking: cancelled',
};

/**
 * The variables of a WhatsApp template, in this order ({{1}}, {{2}}, ...): the templates a
 * dealer had approved take exactly these, so a placeholder added later is never one of them.
 */
export const whatsappVariables = ['name', 'reference', 'what', 'where', 'when', 'status', 'trackLink', 'dealer'] as const;

/**
 * What a template may say, as {name}. Then a job card's four (empty in the other
 * messages); a WhatsApp template gets them through {what} (which names the registration)
 * and {status} (the items and total, or "ready to collect") and {when} (the hours). Last
 * the chassis ending of a vehicle booking's messages (which also fill {registration}); their
 * WhatsApp templates get both through {status} ("Allotted: chassis ending 4821").
 */
export const messagePlaceholders = [...whatsappVariables, 'phone', 'registration', 'items', 'total', 'hours', 'chassis'] as const;
export type MessagePlaceholder = (typeof messagePlaceholders)[number];

export const messagePlaceholderHelp: Record<MessagePlaceholder, string> = {
  name: "The customer's name",
  reference: 'The reference, e.g. 3F2A9C1B',
  what: 'What was asked for, e.g. Test ride of Activa 6G',
  where: 'The showroom and its address',
  when: 'The booked day and time in IST, or "the showroom will call you"',
  status: 'The booking as it stands: Booked, Cancelled, ...',
  trackLink: 'The link to /track with the reference filled in',
  dealer: "The dealer's name",
  phone: "The showroom's phone (Manage > Site: service for a service, sales otherwise)",
  registration: "Workshop and vehicle booking messages: the vehicle's registration number, e.g. HR 26 XX 1234",
  items: 'Workshop approval: how many items wait for the approval, e.g. 2 items',
  total: 'Workshop approval: their total with GST, e.g. ₹1,180',
  hours: "Workshop ready: the showroom's opening hours",
  chassis: "Vehicle booking messages: the last four characters of the vehicle's chassis number, e.g. 4821",
};

export type MessageValues = Record<MessagePlaceholder, string>;

/** {placeholder} replaced by its value; an unknown {word} is left as written. */
export function fillTemplate(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    (messagePlaceholders as readonly string[]).includes(key) ? values[key as MessagePlaceholder] : whole);
}

/** The placeholders a text uses that do not exist (the screen and the server refuse them). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').filter((k) => !(messagePlaceholders as readonly string[]).includes(k));
}

const text = (max: number) => z.string({ error: 'must be text' }).trim().max(max, { message: `must be at most ${max} characters`, abort: true });
const placeholderMessage = `uses a placeholder that does not exist (known: ${messagePlaceholders.map((p) => `{${p}}`).join(', ')})`;
const templateText = (max: number) => text(max).refine((v) => unknownPlaceholders(v).length === 0, { message: placeholderMessage });
/**
 * Values that go into a mail's header lines (From, Subject, To, the Message-ID made from
 * From's domain) or the mail server's commands: a line break there would start a header
 * of its own, so any is refused on save rather than encoded at sending.
 */
const lineBreak = /[\r\n\u0085\u2028\u2029]/;
export const lineBreakMessage = 'must be on one line (no line breaks)';
const headerText = (max: number) => text(max).refine((v) => !lineBreak.test(v), { message: lineBreakMessage, abort: true });
const httpUrl = text(500).refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'must be an http:// or https:// address');

export const emailSettingsSchema = z.object({
  host: headerText(200).default(''),
  port: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 65535').max(65535, 'must be 1 to 65535').default(587),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean({ error: 'must be true or false' }).default(false),
  user: headerText(200).default(''),
  /** '' keeps the stored password. */
  password: text(500).default(''),
  from: headerText(254).refine((v) => v === '' || /^[^<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(v), 'must be an address like Showroom <bookings@dealer.in>').default(''),
});

export const whatsappSettingsSchema = z.object({
  /** The Graph API's address with its version; a local stand-in in tests. */
  apiUrl: httpUrl.default('https://graph.facebook.com/v21.0'),
  phoneNumberId: text(40).refine((v) => /^\d*$/.test(v), 'must be digits').default(''),
  /** '' keeps the stored token. */
  accessToken: text(1000).default(''),
  language: text(10).default('en'),
  /** The language code of the same templates approved in Hindi, for bookings made in Hindi. */
  languageHi: text(10).default('hi'),
});

export const smsSettingsSchema = z.object({
  apiUrl: httpUrl.default(''),
  /** '' keeps the stored key. */
  apiKey: text(500).default(''),
  /** The DLT-registered header (6 letters). */
  senderId: text(11).refine((v) => v === '' || /^[A-Za-z0-9]{3,11}$/.test(v), 'must be 3 to 11 letters or digits').default(''),
  /** The DLT principal entity id. */
  entityId: text(30).refine((v) => /^\d*$/.test(v), 'must be digits').default(''),
});

export const emailTemplateSchema = z.object({
  subject: headerText(200).refine((v) => unknownPlaceholders(v).length === 0, { message: placeholderMessage }),
  body: templateText(4000),
});
export const whatsappTemplateSchema = z.object({
  /** The approved template's name; its body's variables are the placeholders in order. */
  templateName: text(120).refine((v) => /^[a-z0-9_]*$/.test(v), 'must be lower-case letters, digits and _ (as Meta names it)'),
});
export const smsTemplateSchema = z.object({
  /** The DLT template id the text was registered under (Indian rules). */
  dltTemplateId: text(30).refine((v) => /^\d*$/.test(v), 'must be digits'),
  text: templateText(500),
});

const templatesOf = <T extends z.ZodType>(schema: T) => z.object(Object.fromEntries(messageEvents.map((e) => [e, schema])) as Record<MessageEvent, T>);

/**
 * A channel as Manage > Messages saves it: on/off, the provider settings, the templates in
 * English and in Hindi (for customers who booked in Hindi). A save without `templatesHi`
 * (the screen before Hindi templates) keeps the stored Hindi ones.
 */
const channelSave = <S extends z.ZodType, T extends z.ZodType>(settings: S, template: T) => z.object({
  enabled: z.boolean({ error: 'must be true or false' }),
  settings,
  templates: templatesOf(template),
  templatesHi: templatesOf(template).optional(),
});

export const channelSaveSchemas = {
  email: channelSave(emailSettingsSchema, emailTemplateSchema),
  whatsapp: channelSave(whatsappSettingsSchema, whatsappTemplateSchema),
  sms: channelSave(smsSettingsSchema, smsTemplateSchema),
} as const;

export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;
export type SmsSettings = z.infer<typeof smsSettingsSchema>;
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;
export type ChannelSave<C extends MessageChannel> = z.infer<(typeof channelSaveSchemas)[C]>;

/** The secret field of each channel's settings: never sent back, '' in a save keeps it. */
export const channelSecretField = { email: 'password', whatsapp: 'accessToken', sms: 'apiKey' } as const satisfies Record<MessageChannel, string>;

export const testSendSchema = z.object({
  /** An e-mail address for e-mail, a 10-digit mobile for WhatsApp and SMS. */
  to: headerText(254).min(1, 'Please enter where to send the test'),
  event: z.enum(messageEvents, { error: 'must be one of the events' }).default('enquiry'),
  /** Which templates: English, or those for customers who booked in Hindi. */
  language: z.enum(languages, { error: 'must be en or hi' }).default('en'),
});

const line = (...parts: string[]) => parts.join('\n');

export type ChannelTemplates = { email: Record<MessageEvent, EmailTemplate>; whatsapp: Record<MessageEvent, WhatsappTemplate>; sms: Record<MessageEvent, SmsTemplate> };

/** What each channel says in English until the dealer writes their own (Hindi: ./message-templates-hi.ts). */
export const defaultTemplates = {
  email: {
    enquiry: {
      subject: 'We have your enquiry: reference {reference}',
      body: line('Dear {name},', '', 'Thank you for your {what}. Our team will call you soon.', '', 'Reference: {reference}',
        'Showroom: {where}', 'Phone: {phone}', '', 'Follow it here: {trackLink}', '', '{dealer}'),
    },
    booking: {
      subject: 'Your booking {reference}: {when}',
      body: line('Dear {name},', '', 'Your {what} is booked.', '', 'When: {when}', 'Where: {where}', 'Phone: {phone}', 'Reference: {reference}', '',
        'See or follow it here: {trackLink}', '', '{dealer}'),
    },
    'booking-change': {
      subject: 'Your booking {reference} has changed: {status}',
      body: line('Dear {name},', '', 'Your {what} has changed.', '', 'Now: {status}', 'When: {when}', 'Where: {where}', 'Phone: {phone}',
        'Reference: {reference}', '', 'Follow it here: {trackLink}', '', '{dealer}'),
    },
    reminder: {
      subject: 'Tomorrow: your {what} at {when}',
      body: line('Dear {name},', '', 'A reminder of your {what} tomorrow.', '', 'When: {when}', 'Where: {where}', 'Phone: {phone}', 'Reference: {reference}', '',
        'To change it, call the showroom or see: {trackLink}', '', '{dealer}'),
    },
    // {what}: 'next service of HR 26 AB 1111'; {when}: the day it falls due; {reference}: the registration.
    'service-due': {
      subject: 'Due on {when}: {what}',
      body: line('Dear {name},', '', 'The {what} falls due on {when}.', '', 'Call us to book a visit: {phone}', 'Where: {where}', '',
        'Your service history: {trackLink}', '', '{dealer}'),
    },
    'job-approval': {
      subject: '{registration}: {items} wait for your approval ({reference})',
      body: line('Dear {name},', '', 'The workshop found more work on your vehicle {registration}.', '',
        'Waiting for your approval: {items}, {total} with GST', 'Job card: {reference}', '',
        'See each item and approve or decline it here: {trackLink}', '', 'Questions? Call {where}: {phone}', '', '{dealer}'),
    },
    'job-ready': {
      subject: 'Your vehicle {registration} is ready ({reference})',
      body: line('Dear {name},', '', 'Your vehicle {registration} is ready to collect.', '', 'Job card: {reference}', 'Where: {where}', 'Phone: {phone}',
        'Open: {hours}', '', 'See the job card here: {trackLink}', '', '{dealer}'),
    },
    // A vehicle booking's steps: {what} 'Shine 100 Drum, Black'; {status} the step with its detail; {when} its day.
    'vehicle-allotted': {
      subject: 'Your {what} is allotted: chassis ending {chassis} ({reference})',
      body: line('Dear {name},', '', 'A vehicle is set aside for your booking: {what}, chassis ending {chassis}.', '', 'Booking: {reference}',
        'Showroom: {where}', 'Phone: {phone}', '', 'Follow each step to delivery: {trackLink}', '', '{dealer}'),
    },
    'vehicle-insurance': {
      subject: 'Insurance done for your {what} ({reference})',
      body: line('Dear {name},', '', 'Your {what} is insured.', '', 'Booking: {reference}', 'Showroom: {where}', 'Phone: {phone}', '',
        'Follow each step to delivery: {trackLink}', '', '{dealer}'),
    },
    'vehicle-registration': {
      subject: 'Your {what} is registered: {registration} ({reference})',
      body: line('Dear {name},', '', 'Your {what} is registered. Its number: {registration}', '', 'Booking: {reference}', 'Showroom: {where}',
        'Phone: {phone}', '', 'Follow each step to delivery: {trackLink}', '', '{dealer}'),
    },
    'vehicle-ready': {
      subject: 'Your {what} is ready for delivery ({reference})',
      body: line('Dear {name},', '', 'Your {what} is ready for delivery. Please call the showroom to fix the day you collect it.', '',
        'Booking: {reference}', 'Showroom: {where}', 'Phone: {phone}', '', 'Your booking: {trackLink}', '', '{dealer}'),
    },
    'vehicle-delivered': {
      subject: 'Delivered: your {what} ({reference})',
      body: line('Dear {name},', '', 'Your {what} was delivered on {when}. Happy riding!', '', 'Booking: {reference}', 'Showroom: {where}',
        'Phone: {phone}', '', 'Your booking: {trackLink}', '', '{dealer}'),
    },
    'vehicle-cancelled': {
      subject: 'Your booking {reference} is cancelled',
      body: line('Dear {name},', '', 'Your booking of the {what} was cancelled on {when}.', '', 'Booking: {reference}', 'Showroom: {where}',
        'Phone: {phone}', '', 'Your booking: {trackLink}', '', '{dealer}'),
    },
  },
  whatsapp: whatsappTemplateNames,
  sms: {
    enquiry: { dltTemplateId: '', text: 'Dear {name}, we have your enquiry, ref {reference}. Track: {trackLink} - {dealer}' },
    booking: { dltTemplateId: '', text: 'Dear {name}, your {what} is booked for {when} at {where}. Ref {reference}. {trackLink} - {dealer}' },
    'booking-change': { dltTemplateId: '', text: 'Dear {name}, your booking {reference} is now {status}, {when}. {trackLink} - {dealer}' },
    reminder: { dltTemplateId: '', text: 'Reminder: your {what} is tomorrow, {when} at {where}. Ref {reference} - {dealer}' },
    'service-due': { dltTemplateId: '', text: 'Dear {name}, the {what} falls due on {when}. Call {phone} to book - {dealer}' },
    'job-approval': { dltTemplateId: '', text: 'Your vehicle {registration}: {items}, {total} with GST, wait for your approval. Job card {reference}: {trackLink} - {dealer}' },
    'job-ready': { dltTemplateId: '', text: 'Your vehicle {registration} is ready to collect at {where}. Open {hours}. Phone {phone}. Job card {reference} - {dealer}' },
    'vehicle-allotted': { dltTemplateId: '', text: 'Dear {name}, your {what} is allotted: chassis ending {chassis}. Booking {reference}. {trackLink} - {dealer}' },
    'vehicle-insurance': { dltTemplateId: '', text: 'Dear {name}, your {what} is insured. Booking {reference}. {trackLink} - {dealer}' },
    'vehicle-registration': { dltTemplateId: '', text: 'Dear {name}, your {what} is registered: {registration}. Booking {reference}. {trackLink} - {dealer}' },
    'vehicle-ready': { dltTemplateId: '', text: 'Dear {name}, your {what} is ready for delivery at {where}. Phone {phone}. Booking {reference} - {dealer}' },
    'vehicle-delivered': { dltTemplateId: '', text: 'Dear {name}, your {what} was delivered on {when}. Booking {reference}. Happy riding! - {dealer}' },
    'vehicle-cancelled': { dltTemplateId: '', text: 'Dear {name}, your booking {reference} of the {what} was cancelled on {when}. Phone {phone} - {dealer}' },
  },
} satisfies ChannelTemplates;

/** The templates a channel starts with in each language. */
export const defaultTemplatesIn: Record<Language, ChannelTemplates> = { en: defaultTemplates, hi: defaultTemplatesHi };

/** One channel as Manage > Messages shows it (the secret never leaves the server). */
export interface ChannelView<C extends MessageChannel = MessageChannel> {
  channel: C;
  enabled: boolean;
  /** Every setting the provider needs is filled in: only then can the channel be on. */
  configured: boolean;
  /** Whether a secret (password, token, key) is stored. */
  hasSecret: boolean;
  settings: ChannelSave<C>['settings'];
  templates: ChannelSave<C>['templates'];
  /** The same events' templates for customers who booked in Hindi. */
  templatesHi: ChannelSave<C>['templates'];
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface MessagesAdminAnswer {
  channels: ChannelView[];
}

export interface TestSendAnswer {
  message: string;
}

/** A message as the lead's timeline shows it. */
export interface LeadMessageRecord {
  id: string;
  event: MessageEvent;
  channel: MessageChannel;
  recipient: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  /**
   * When a queued message may go (ISO), if it waits on purpose: a job card's approval message
   * gathering the lines found in one look (docs/notifications.md "Durable and exactly once").
   * Null for a message that goes at once.
   */
  sendAfter: string | null;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export const messageApiPaths = {
  /** Manage > Messages (Owners): every channel. */
  adminMessages: '/api/admin/messages',
  adminMessageChannel: (channel: string) => `/api/admin/messages/${seg(channel)}`,
  adminMessageTest: (channel: string) => `/api/admin/messages/${seg(channel)}/test`,
  /** The messages sent to a lead's customer, for its timeline. */
  leadMessages: (leadId: string) => `/api/leads/${seg(leadId)}/messages`,
  /** Which steps of a vehicle booking message the customer (src/contract/vehicle-step-messages.ts). */
  adminVehicleSteps: '/api/admin/vehicle-step-messages',
} as const;

export const messageTexts = {
  saved: 'Saved: messages use these settings from now on',
  notConfigured: 'Fill in the provider settings before switching this channel on',
  unknownChannel: 'No such channel: email, whatsapp or sms',
  testSent: 'Test sent',
  badTestRecipient: {
    email: 'to: Please enter an e-mail address',
    whatsapp: 'to: Please enter a 10-digit mobile number',
    sms: 'to: Please enter a 10-digit mobile number',
  } satisfies Record<MessageChannel, string>,
} as const;
