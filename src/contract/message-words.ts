/**
 * The words put into a customer's message, in the language they filled the form in
 * (docs/notifications.md "Language"): what they asked for, when, the booking's state, and
 * what a message says where there is no time yet. The dealer's own words (the model's,
 * showroom's and dealer's names, the address) go in as written, in both languages.
 */
import { appointmentStatusLabels, type AppointmentStatus } from './appointment-api.ts';
import type { AppointmentPurpose } from './appointment-slots.ts';
import { enquiryKinds, type EnquiryKind } from './enquiry-kinds.ts';
import { formatClock, formatClockIn, formatIndianDateIn } from './ist-date.ts';
import type { Language } from './language.ts';

/** What a message needs to know of its lead. */
export interface MessageFacts {
  kind: string;
  /** The model's display name, or ''. */
  model: string;
  purpose: AppointmentPurpose | null;
}

export interface MessageWords {
  /** 'test ride of the Shine 100', 'finance enquiry (Shine 100)'. */
  what(facts: MessageFacts): string;
  /** A booked slot (its IST date and HH:MM time). */
  when(date: string, time: string): string;
  /** No time: a booking whose time the showroom will fix, or an enquiry. */
  noTime(booking: boolean): string;
  status(status: AppointmentStatus | null): string;
  /** The name when the form gave none. */
  customer: string;
}

/** The enquiry kinds' names in Hindi, as the forms' titles read (src/locales/hi). */
const kindNamesHi: Record<EnquiryKind, string> = {
  finance: 'फ़ाइनेंस पूछताछ',
  contact: 'संपर्क अनुरोध',
  service: 'सर्विस बुकिंग',
  amc: 'AMC पूछताछ',
  warranty: 'एक्सटेंडेड वारंटी पूछताछ',
  offer: 'ऑफ़र पूछताछ',
  optin: 'सूचनाओं की सहमति',
  product: 'टेस्ट राइड की पूछताछ',
  joyclub: 'जॉय क्लब पूछताछ',
  feedback: 'राय',
  career: 'नौकरी का आवेदन',
};

/** A booking's states in Hindi, as /track says them. */
const statusesHi: Record<AppointmentStatus, string> = {
  booked: 'बुक है',
  arrived: 'शोरूम पहुँच गए',
  'no-show': 'नहीं आए',
  done: 'पूरी हुई',
  cancelled: 'रद्द',
};

const kindLabel = (kind: string): string | undefined => (enquiryKinds as Record<string, { label: string } | undefined>)[kind]?.label;

export const messageWords: Record<Language, MessageWords> = {
  en: {
    what: ({ kind, model, purpose }) => {
      if (purpose === 'test-ride') return model ? `test ride of the ${model}` : 'test ride';
      if (purpose === 'service') return model ? `service of your ${model}` : 'service booking';
      return `${(kindLabel(kind) ?? 'enquiry').toLowerCase()}${model ? ` (${model})` : ''}`;
    },
    when: (date, time) => `${formatIndianDateIn('en', date)} at ${formatClock(time)} IST`,
    noTime: (booking) => (booking ? 'the showroom will call you to fix a time' : 'our team will call you soon'),
    status: (status) => (status ? (appointmentStatusLabels[status] ?? status) : 'Received'),
    customer: 'Customer',
  },
  hi: {
    what: ({ kind, model, purpose }) => {
      if (purpose === 'test-ride') return model ? `${model} की टेस्ट राइड` : 'टेस्ट राइड';
      if (purpose === 'service') return model ? `${model} की सर्विस` : 'सर्विस बुकिंग';
      const name = kindNamesHi[kind as EnquiryKind] ?? 'पूछताछ';
      return `${name}${model ? ` (${model})` : ''}`;
    },
    // '27 नवंबर 2026 को सुबह 10:30 बजे': the part of the day, as the opening hours say it.
    when: (date, time) => `${formatIndianDateIn('hi', date)} को ${formatClockIn('hi', time)} बजे`,
    noTime: (booking) => (booking ? 'शोरूम आपको फ़ोन करके समय तय करेगा' : 'हमारी टीम जल्द ही आपको फ़ोन करेगी'),
    status: (status) => (status ? (statusesHi[status] ?? status) : 'मिल गई है'),
    customer: 'ग्राहक',
  },
};
