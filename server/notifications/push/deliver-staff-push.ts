/**
 * Sends one queued Web Push alert (a pg-boss job's work; docs/notifications.md "Web Push"),
 * as deliver-message.ts sends a customer's message: claimed for a minute first, so two jobs
 * of one alert never send it at once and one sent is never sent again. The request is made
 * by `web-push` (payload encrypted to the device's keys, a VAPID Authorization header) and
 * sent with fetch, so a timeout and the push service's answer are ours to read:
 * - 404/410: the device's subscription is gone; it is removed and the alert failed;
 * - 429 (after its Retry-After), 5xx, a timeout, a refused connection: tried again with a
 *   doubling wait, up to the message limit;
 * - another 4xx: failed with the push service's reason.
 * An alert older than its time to live is failed rather than sent (a lead an hour old
 * belongs to the desk, not to a phone's lock screen).
 */
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connect.ts';
import { httpFailure, networkFailure, providerTimeoutMs, SendFailure } from '../providers/send-failure.ts';
import { pushPayload } from './push-payload.ts';
import { vapidKeys } from './vapid-keys.ts';

const claimMs = 60_000;
/** How long the push service keeps an alert for a device that is off, and how old one may be sent. */
export const pushTtlSeconds = 3600;
const provider = 'The push service';

export interface PushDeliveryDeps {
  db: Queryable;
  config: Pick<Config, 'pushContact'>;
  now: () => Date;
  attempts: number;
  sendLater(pushId: string, attempt: number, seconds: number): Promise<void>;
}

export type PushOutcome = 'sent' | 'done-already' | 'failed' | 'later' | 'gone';

interface ClaimedPush {
  id: string;
  lead_id: string;
  endpoint: string;
  user_id: string;
  attempts: number;
  created_at: Date | string;
}

/** Posts the encrypted alert; throws a SendFailure for anything but a 2xx, 'gone' for 404/410. */
async function post(deps: PushDeliveryDeps, endpoint: string, keys: { p256dh: string; auth: string }, payload: string): Promise<'sent' | 'gone'> {
  const vapid = await vapidKeys(deps.db);
  const details = webpush.generateRequestDetails({ endpoint, keys }, payload, {
    vapidDetails: { subject: deps.config.pushContact, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: pushTtlSeconds,
    urgency: 'high',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length from the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method, headers, body: details.body ? new Uint8Array(details.body) : null, signal: AbortSignal.timeout(providerTimeoutMs),
    });
  } catch (error) {
    throw networkFailure(provider, error);
  }
  if (response.ok) {
    await response.body?.cancel();
    return 'sent';
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return 'gone';
  }
  throw await httpFailure(provider, response);
}

export async function deliverStaffPush(deps: PushDeliveryDeps, pushId: string): Promise<PushOutcome> {
  const at = deps.now();
  const { rows } = await deps.db.query<ClaimedPush>(
    `UPDATE staff_push_messages SET claimed_until = $2
      WHERE id = $1 AND state = 'queued' AND (claimed_until IS NULL OR claimed_until < $3)
      RETURNING id, lead_id, endpoint, user_id, attempts, created_at`,
    [pushId, new Date(at.getTime() + claimMs), at],
  );
  const push = rows[0];
  if (!push) {
    const { rows: left } = await deps.db.query<{ state: string }>('SELECT state FROM staff_push_messages WHERE id = $1', [pushId]);
    if (left[0]?.state === 'queued') throw new Error('This alert is being sent by another worker');
    return 'done-already';
  }
  const finish = async (state: 'sent' | 'failed' | 'queued', reason: string, attempt: number) => {
    await deps.db.query(
      `UPDATE staff_push_messages SET state = $2, attempts = $3, last_error = $4, updated_at = $5, claimed_until = NULL,
              sent_at = CASE WHEN $2 = 'sent' THEN $5 ELSE sent_at END WHERE id = $1`,
      [push.id, state, attempt, reason.slice(0, 300), deps.now()],
    );
  };
  const attempt = push.attempts + 1;
  try {
    if (at.getTime() - new Date(push.created_at).getTime() > pushTtlSeconds * 1000) throw new SendFailure('Too old to alert: the lead is on the desk', false);
    const { rows: subs } = await deps.db.query<{ keys: { p256dh: string; auth: string } }>(
      'SELECT keys FROM staff_push_subscriptions WHERE endpoint = $1 AND user_id = $2', [push.endpoint, push.user_id],
    );
    const sub = subs[0];
    if (!sub) throw new SendFailure('Alerts were switched off on this device', false);
    const payload = await pushPayload(deps.db, push.lead_id);
    if (!payload) throw new SendFailure('The lead no longer exists', false);
    const outcome = await post(deps, push.endpoint, sub.keys, JSON.stringify(payload));
    if (outcome === 'gone') {
      // The browser dropped the subscription (uninstalled, data cleared): never send to it again.
      await deps.db.query('DELETE FROM staff_push_subscriptions WHERE endpoint = $1', [push.endpoint]);
      await finish('failed', `${provider} says this device no longer takes alerts; it was removed`, attempt);
      return 'gone';
    }
    await finish('sent', '', attempt);
    return 'sent';
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(String((error as Error)?.message ?? error).slice(0, 300), true);
    const final = !failure.retry || attempt >= deps.attempts;
    await finish(final ? 'failed' : 'queued', final && failure.retry ? `${failure.message} (gave up after ${attempt} tries)` : failure.message, attempt);
    if (final) return 'failed';
    if (failure.retryAfterSeconds !== undefined) {
      await deps.sendLater(push.id, attempt, Math.max(1, failure.retryAfterSeconds));
      return 'later';
    }
    throw failure;
  }
}
