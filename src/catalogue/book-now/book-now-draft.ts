/**
 * What the buyer typed into a model's booking form, with the form's Idempotency-Key, kept
 * in the tab (sessionStorage) until the booking is made: closing the dialog, losing the
 * signal or reloading the page never loses it, and sending it again after a network error
 * sends the same key, so the server answers the booking it may already have made.
 */
import { newUuid } from '../../lib/new-uuid.ts';

export interface BookNowValues {
  variantId: string;
  colourId: string;
  showroomId: string;
  name: string;
  mobile: string;
}

export interface BookNowDraft { key: string; values: BookNowValues }

const storageKey = (modelId: number) => `bookNowDraft:${modelId}`;

export function readDraft(modelId: number, start: BookNowValues): BookNowDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(modelId)) ?? 'null') as BookNowDraft | null;
    if (saved && typeof saved.key === 'string' && saved.values && typeof saved.values === 'object') return { key: saved.key, values: { ...start, ...saved.values } };
  } catch {
    // A private window without storage: a fresh form.
  }
  return { key: newUuid(), values: start };
}

export function saveDraft(modelId: number, draft: BookNowDraft): void {
  try {
    sessionStorage.setItem(storageKey(modelId), JSON.stringify(draft));
  } catch {
    // Nothing kept: the open form still holds what was typed.
  }
}

/** The booking is made: the next form is a new booking with a new key. */
export function clearDraft(modelId: number): void {
  try {
    sessionStorage.removeItem(storageKey(modelId));
  } catch {
    // Nothing was kept.
  }
}
