/**
 * SMS through an Indian gateway: every text names its DLT-registered sender, entity and
 * template id (TRAI's rules; an unregistered text is dropped by the operator). The
 * gateway's JSON API takes the message's key as `reference`, which the common gateways
 * use to refuse a duplicate.
 */
import type { SmsSettings, SmsTemplate } from '#contract/messages.ts';
import { httpFailure, networkFailure, providerTimeoutMs } from './send-failure.ts';

export async function sendSms(settings: SmsSettings, template: SmsTemplate, to: string, text: string, key: string, timeoutMs = providerTimeoutMs): Promise<string> {
  let response: Response;
  try {
    response = await fetch(settings.apiUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        to: `91${to}`,
        sender: settings.senderId,
        dltEntityId: settings.entityId,
        dltTemplateId: template.dltTemplateId,
        text,
        reference: key,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw networkFailure('The SMS gateway', error);
  }
  if (!response.ok) throw await httpFailure('The SMS gateway', response);
  const body = (await response.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown };
  return String(body.id ?? body.messageId ?? '');
}
