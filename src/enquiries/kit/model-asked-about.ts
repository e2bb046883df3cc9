/** The model an enquiry's body names, as a person reads it: the chosen one, else the one typed (service). */
import { modelDisplayName } from '#contract/model-label.ts';

export function modelAskedAbout(body: Record<string, unknown>): string | null {
  for (const field of ['model', 'enteredModel']) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return modelDisplayName(value);
  }
  return null;
}
