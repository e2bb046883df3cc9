/**
 * WhatsApp Business Cloud API: a template message (the only kind a business may start a
 * conversation with), its body's variables the placeholders in the order of
 * src/contract/messages.ts. The message's key goes with it as biz_opaque_callback_data.
 */
import { messagePlaceholders, type MessageValues, type WhatsappSettings, type WhatsappTemplate } from '#contract/messages.ts';
import { httpFailure, networkFailure, providerTimeoutMs } from './send-failure.ts';

export async function sendWhatsapp(settings: WhatsappSettings, template: WhatsappTemplate, to: string, values: MessageValues, key: string, timeoutMs = providerTimeoutMs): Promise<string> {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: `91${to}`,
        type: 'template',
        biz_opaque_callback_data: key,
        template: {
          name: template.templateName,
          language: { code: settings.language || 'en' },
          components: [{ type: 'body', parameters: messagePlaceholders.map((p) => ({ type: 'text', text: values[p] || '-' })) }],
        },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw networkFailure('WhatsApp', error);
  }
  if (!response.ok) throw await httpFailure('WhatsApp', response);
  const body = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[] };
  return String(body.messages?.[0]?.id ?? '');
}
