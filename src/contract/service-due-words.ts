/**
 * What a service reminder says falls due, in the customer's language (docs/workshop.md
 * "Reminders"): the {what} of its message, with the vehicle's registration number as the
 * customer knows it. The date goes in as {when}, '23 Nov 2026' or '23 नवंबर 2026'.
 */
import type { Language } from './language.ts';
import type { DueKindName } from './service-reminders.ts';

export const serviceDueWhat: Record<Language, Record<DueKindName, (registration: string) => string>> = {
  en: {
    service: (r) => `next service of ${r}`,
    insurance: (r) => `insurance renewal of ${r}`,
    puc: (r) => `PUC certificate renewal of ${r}`,
  },
  hi: {
    service: (r) => `${r} की अगली सर्विस`,
    insurance: (r) => `${r} के बीमे के नवीनीकरण`,
    puc: (r) => `${r} के PUC प्रमाणपत्र के नवीनीकरण`,
  },
};
