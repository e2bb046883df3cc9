/**
 * The customer's consent to booking updates on WhatsApp and SMS (docs/notifications.md
 * "Consent"): the tick on the booking forms, off until ticked, in the words India's rules
 * ask of a consent (the DPDP Act 2023 and TRAI's DLT rules): what is sent and what for,
 * who sends it, and how to stop it. The form sends the exact words it showed; the server
 * stores them with the time it received them on the lead, and checks they are these words
 * (with whatever dealer name the device showed: a booking queued offline before a rename
 * keeps the name it was given under). /track withdraws it.
 */
import { z } from 'zod';
import { languages, type Language } from './language.ts';

interface ConsentWords {
  /** The tick's label. */
  label: string;
  /** What it means, under the tick: the purpose, the sender (the dealer's name) and how to stop. */
  detail: (dealer: string) => string;
}

/**
 * What the consent is for: a booking (the forms), or a visit to the workshop (the walk-in
 * job card, ticked at the counter): its own purpose, since a consent names what is sent.
 */
export type ConsentPurpose = 'booking' | 'workshop';

const bookingWords: Record<Language, ConsentWords> = {
  en: {
    label: 'Send me updates on WhatsApp and SMS',
    detail: (dealer) =>
      `${dealer} will send this booking's confirmation, reminder and changes to this mobile number on WhatsApp and SMS, and nothing else. ` +
      'You can stop them at any time on the Track your request page or by calling the showroom.',
  },
  hi: {
    label: 'मुझे WhatsApp और SMS पर अपडेट भेजें',
    detail: (dealer) =>
      `${dealer} इस बुकिंग की पुष्टि, रिमाइंडर और बदलाव इसी मोबाइल नंबर पर WhatsApp और SMS से भेजेगा, इसके सिवा कुछ नहीं। ` +
      'आप इन्हें कभी भी "अपना अनुरोध ट्रैक करें" पेज पर या शोरूम को फ़ोन करके बंद कर सकते हैं।',
  },
};

const workshopWords: Record<Language, ConsentWords> = {
  en: {
    label: bookingWords.en.label,
    detail: (dealer) =>
      `${dealer} will send this service visit's requests for approval of extra work and the message that the vehicle is ready to this mobile number on WhatsApp and SMS, and nothing else. ` +
      'You can stop them at any time on the Track your request page or by calling the showroom.',
  },
  hi: {
    label: bookingWords.hi.label,
    detail: (dealer) =>
      `${dealer} इस सर्विस के अतिरिक्त काम की मंज़ूरी के अनुरोध और गाड़ी तैयार होने का संदेश इसी मोबाइल नंबर पर WhatsApp और SMS से भेजेगा, इसके सिवा कुछ नहीं। ` +
      'आप इन्हें कभी भी "अपना अनुरोध ट्रैक करें" पेज पर या शोरूम को फ़ोन करके बंद कर सकते हैं।',
  },
};

const consentWords: Record<ConsentPurpose, Record<Language, ConsentWords>> = { booking: bookingWords, workshop: workshopWords };

/** The dealer's name as it may appear in a consent (Manage > Site's name is at most this long). */
const dealerNameMax = 120;

export interface ConsentWording {
  label: string;
  detail: string;
  /** What is sent and stored: the label and the detail, one line each. */
  text: string;
}

/** The consent's words in `language`, naming `dealer`, for `purpose`. */
export function consentWording(language: Language, dealer: string, purpose: ConsentPurpose = 'booking'): ConsentWording {
  const { label, detail } = consentWords[purpose][language];
  const said = detail(dealer);
  return { label, detail: said, text: `${label}\n${said}` };
}

/** The language of a consent text if it is one of ours word for word (any dealer name, any purpose), else null. */
export function consentLanguageOf(text: string): Language | null {
  for (const [language, { label, detail }] of Object.values(consentWords).flatMap((byLanguage) => languages.map((l) => [l, byLanguage[l]] as const))) {
    const marker = '\u0000';
    const [before = '', after = ''] = detail(marker).split(marker);
    const head = `${label}\n${before}`;
    if (!text.startsWith(head) || !text.endsWith(after)) continue;
    const dealer = text.slice(head.length, text.length - after.length);
    if (dealer.trim().length > 0 && dealer.length <= dealerNameMax && !dealer.includes('\n') && !dealer.includes(marker)) return language;
  }
  return null;
}

export const consentWordsMessage = 'Please tick the updates box again: its words were not the ones this site shows';

/**
 * The body field of the booking forms: the words shown beside a ticked box, '' for a box
 * left empty; absent in bodies from before the tick existed (kept absent, so an old queued
 * body is stored exactly as before).
 */
export const updatesConsentField = z
  .string({ error: 'must be text' })
  .max(2000, { message: 'must be at most 2000 characters', abort: true })
  .refine((v) => v === '' || consentLanguageOf(v) !== null, consentWordsMessage)
  .optional();

/** A lead's consent as the customer and staff read it. */
export interface UpdatesConsent {
  /** When the server received the ticked form (ISO). */
  agreedAt: string;
  /** The exact words shown beside the tick. */
  wording: string;
  /** When the customer withdrew it on /track (ISO), or null. */
  withdrawnAt: string | null;
}
