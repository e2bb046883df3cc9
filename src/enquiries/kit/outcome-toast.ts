/**
 * What the user is told after a submission (requirements 4 and 8), as data: which toast, which
 * text, where and how long, and whether the form is cleared. The form only carries it out.
 */
import { enquiryKinds, type EnquiryKind, type ToastPosition } from '#contract/enquiry-kinds.ts';
import { referenceLine } from '#contract/lead-reference.ts';
import { queuedMessage, type SubmitOutcome } from './submit-enquiry.ts';

interface OutcomeToast {
  tone: 'success' | 'info' | 'error';
  text: string;
  duration: number;
  position: ToastPosition;
  /** requirements 4: success clears the form; an error keeps what the user typed. */
  reset: boolean;
  /**
   * 'Reference: XXXXXXXX' under a success (the toast's second line, so the spec's message
   * stays exactly as it is): what the customer types on /track.
   */
  detail?: string;
}

/** A queued enquiry's toast stays long enough to read its reference. */
const queuedToastDuration = 8000;

export function outcomeToast(kind: EnquiryKind, outcome: SubmitOutcome, successFromServer = false): OutcomeToast {
  const spec = enquiryKinds[kind];
  const { duration, successPosition, errorPosition } = spec.toast;
  switch (outcome.status) {
    case 'sent':
      // requirements 8: AMC shows the server's message (or its default); the others their fixed text.
      return {
        tone: 'success',
        text: successFromServer && outcome.message ? outcome.message : spec.messages.success,
        duration,
        position: successPosition,
        reset: true,
        detail: referenceLine(outcome.reference),
      };
    case 'queued':
      // Saved on the device and sent later by itself: the enquiry is safe, so the form clears.
      return { tone: 'info', text: queuedMessage(), duration: queuedToastDuration, position: successPosition, reset: true };
    case 'refused':
      return { tone: 'error', text: spec.messages.refused(outcome.message), duration, position: errorPosition, reset: false };
    case 'failed':
      return { tone: 'error', text: spec.messages.networkFailure, duration, position: errorPosition, reset: false };
  }
}
