/**
 * The words put into a job card's messages to the customer (docs/workshop.md "Messages to
 * the customer"), in the customer's language: what the message is about (the vehicle), how
 * many items wait for their approval, and the state said in the WhatsApp template's
 * {status}. Amounts are ₹ with Indian grouping in both languages.
 */
import type { Language } from './language.ts';

export interface JobCardMessageWords {
  /** 'service of your Shine 100 (HR 26 XX 1234)'. */
  what(model: string, registration: string): string;
  /** '1 item', '3 items'. */
  items(count: number): string;
  /** The approval's {status}: '2 items, ₹1,180 with GST, wait for your approval'. */
  approvalStatus(items: string, total: string): string;
  /** The ready message's {status}. */
  ready: string;
}

export const jobCardMessageWords: Record<Language, JobCardMessageWords> = {
  en: {
    what: (model, registration) => `service of your ${model} (${registration})`,
    items: (count) => (count === 1 ? '1 item' : `${count} items`),
    approvalStatus: (items, total) => `${items}, ${total} with GST, wait for your approval`,
    ready: 'Ready to collect',
  },
  hi: {
    what: (model, registration) => `आपकी ${model} (${registration}) की सर्विस`,
    items: (count) => `${count} काम`,
    approvalStatus: (items, total) => `${items}, GST सहित ${total}, आपकी मंज़ूरी का इंतज़ार`,
    ready: 'ले जाने के लिए तैयार',
  },
};
