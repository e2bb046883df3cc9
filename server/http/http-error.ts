/**
 * The one error class of the server: a refusal with an HTTP status and the text a screen
 * shows (requirements 8 passes `message` through to the forms). The error middleware
 * (server/http/errors.ts) answers it as JSON `{message}` plus `fields` (e.g. the `errors`
 * list of a validation failure) and sets `headers` (e.g. Retry-After).
 */
interface HttpErrorOptions {
  fields?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class HttpError extends Error {
  readonly status: number;
  readonly fields: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.fields = options.fields ?? {};
    this.headers = options.headers ?? {};
  }
}

/** requirements 7.1: an unknown or inactive model. */
export const modelNotFound = () => new HttpError(404, 'Model not found');
/** requirements 7.1: an unknown dealer (or an id that is not a number). */
export const dealerNotFound = () => new HttpError(404, 'Dealer not found');
