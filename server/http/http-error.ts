/**
 * An error with an HTTP status that the error middleware answers as JSON `{message}`
 * (spec 8 passes `message` through to the forms), plus any extra fields (e.g. the
 * `errors` list of a validation failure).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = { ...extra, message };
  }
}

/** spec 7.1: an unknown or inactive model. */
export const modelNotFound = () => new HttpError(404, 'Model not found');
/** spec 7.1: an unknown dealer (or an id that is not a number). */
export const dealerNotFound = () => new HttpError(404, 'Dealer not found');
