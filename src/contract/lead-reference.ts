/**
 * The short reference a customer is given and staff search by. Its own module without
 * schemas: the public pages' toasts show it, and must not pull zod and the enquiry
 * schemas into the home page's script to do so.
 */

/** The id's first 8 hex digits, upper case. */
export function leadReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

export const referencePattern = /^[0-9A-F]{8}$/;

/** How a reference is shown to the customer (the success toasts, online or sent later). */
export function referenceLine(reference: string): string {
  return `Reference: ${reference}`;
}
