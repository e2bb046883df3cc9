/**
 * WhatsApp Business Cloud API: a template message (the only kind a business may start a
 * conversation with), its body's variables the placeholders in the order of
 * src/contract/messages.ts `whatsappVariables`, in the customer's language: the same
 * template names, approved in Hindi under the Hindi language code. The message's key goes with it as biz_opaque_callback_data.
 */
import { whatsappVariables, type MessageValues, type WhatsappSettings, type WhatsappTemplate } from '#contract/messages.ts';
import type { Language } from '#contract/language.ts';
import { httpFailure, networkFailure, providerTimeoutMs } from './send-failure.ts';

/** The template's language code: the setting for English, or for Hindi its Hindi code ('hi'). */
function languageCode(settings: WhatsappSettings, language: Language): string {
  return (language === 'hi' ? settings.languageHi || 'hi' : settings.language) || 'en';
}

export async function sendWhatsapp(
  settings: WhatsappSettings, template: WhatsappTemplate, to: string, values: MessageValues, key: string, language: Language = 'en', timeoutMs = providerTimeoutMs,
): Promise<string> {
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
          language: { code: languageCode(settings, language) },
          components: [{ type: 'body', parameters: whatsappVariables.map((p) => ({ type: 'text', text: values[p] || '-' })) }],
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
