/**
 * The short reference a customer is given and staff search by. Its own module without
 * schemas: the public pages' toasts show it, and must not pull zod and the enquiry
 * schemas into the home page's script to do so.
 *
 * The server makes it (docs/security.md "The customer's reference"): 8 characters from an
 * alphabet without 0/O and 1/I, random, unique; it answers it in the 201 of a submission.
 * Leads made before that kept their earlier reference (8 hex digits), so both are accepted.
 */
export const referencePattern = /^[0-9A-Z]{8}$/;

/** How a reference is shown to the customer (the success toasts, online or sent later). */
export function referenceLine(reference: string): string {
  return `Reference: ${reference}`;
}

/** Said where a reference would be while the enquiry still waits on the device. */
export const referenceWhenSent = 'Reference given when sent';

/** The server's reference in a submission's answer, or null when it gave none. */
export function referenceInAnswer(data: unknown): string | null {
  const reference = (data as { reference?: unknown } | null | undefined)?.reference;
  return typeof reference === 'string' && referencePattern.test(reference) ? reference : null;
}
