/**
 * The bits of appointments the outbox needs, without zod: the outbox is in every page's
 * script (the home page's 110 KB budget) and in the service worker.
 */

/**
 * Sent by the outbox with every request: how many sends were started for it. The first
 * send is the visitor at the form, who can choose another time; a later one is the outbox
 * catching up, when nobody is there to choose, so a taken time is kept as a request.
 */
export const attemptHeader = 'Outbox-Attempt';

/** What a visitor whose queued time was taken is told (docs/appointments.md "Offline and the outbox"). */
export const timeTakenMessage = 'Your time was taken; the showroom will call you to fix one';
