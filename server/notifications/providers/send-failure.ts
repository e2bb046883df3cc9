/**
 * Why a provider did not take a message, and whether trying again can help: a timeout,
 * a refused connection, a 5xx or a 429 can (a 429's Retry-After says when); a refusal of
 * the message itself (a 4xx, a mailbox that does not exist) cannot.
 */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    /** The provider's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Retry-After as seconds (a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 24 * 3600);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.min(Math.max(0, (at - now) / 1000), 24 * 3600) : undefined;
}

/** A failure of an HTTP provider's answer, in words, with the provider's own reason where it gives one. */
export async function httpFailure(provider: string, response: Response): Promise<SendFailure> {
  let reason = '';
  try {
    const body = (await response.json()) as { error?: { message?: unknown } | string; message?: unknown };
    const e = body.error;
    reason = typeof e === 'string' ? e : typeof e?.message === 'string' ? e.message : typeof body.message === 'string' ? body.message : '';
  } catch {
    // Not JSON: the status says enough.
  }
  const status = response.status;
  const said = `${provider} answered ${status}${reason ? `: ${reason.slice(0, 200)}` : ''}`;
  if (status === 429) return new SendFailure(said, true, retryAfterSeconds(response.headers.get('retry-after')));
  return new SendFailure(said, status >= 500 || status === 408);
}

/** A network failure (refused, reset, timed out), always worth another try. */
export function networkFailure(provider: string, error: unknown): SendFailure {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return new SendFailure(`${provider} did not answer in time`, true);
  const detail = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(error);
  return new SendFailure(`${provider} could not be reached (${detail})`, true);
}

/** How long a provider may take to answer, unless told (MESSAGE_TIMEOUT_SECONDS). */
export const providerTimeoutMs = 15_000;
