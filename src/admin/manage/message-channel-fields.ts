/**
 * What Manage > Messages asks of each channel, in words (docs/notifications.md "Channels
 * and set-up"): the provider settings with a label and a hint, and each event's template
 * fields. The form keeps every value as the input shows it; the server's schema
 * (src/contract/messages.ts) checks it and names a refused field by its path
 * ('settings.port'), which is also how a field is found on the page.
 */
import type { MessageChannel } from '#contract/messages.ts';

export interface ChannelField {
  /** The key in the channel's settings (or an event's template). */
  key: string;
  label: string;
  hint?: string;
  kind: 'text' | 'number' | 'secret' | 'check' | 'long';
  inputMode?: 'numeric' | 'email' | 'url' | 'text';
}

export const settingsFields: Record<MessageChannel, ChannelField[]> = {
  email: [
    { key: 'host', label: 'Mail server (SMTP host)', hint: 'e.g. smtp.zoho.in or your ISP’s mail server', kind: 'text' },
    { key: 'port', label: 'Port', hint: '587 for most servers, 465 with TLS from the start', kind: 'number', inputMode: 'numeric' },
    { key: 'secure', label: 'TLS from the first byte (port 465)', kind: 'check' },
    { key: 'user', label: 'User name', hint: 'Leave empty if the server needs no sign-in', kind: 'text' },
    { key: 'password', label: 'Password', kind: 'secret' },
    { key: 'from', label: 'From', hint: 'e.g. Gurgaon Two Wheelers <bookings@dealer.in>', kind: 'text', inputMode: 'email' },
  ],
  whatsapp: [
    { key: 'apiUrl', label: 'API address', hint: 'The WhatsApp Business Cloud API, e.g. https://graph.facebook.com/v21.0', kind: 'text', inputMode: 'url' },
    { key: 'phoneNumberId', label: 'Phone number id', hint: 'Digits, from the WhatsApp Business account', kind: 'text', inputMode: 'numeric' },
    { key: 'accessToken', label: 'Access token', kind: 'secret' },
    { key: 'language', label: 'Template language', hint: 'e.g. en', kind: 'text' },
    { key: 'languageHi', label: 'Template language for Hindi bookings', hint: 'hi: the same templates, approved in Hindi', kind: 'text' },
  ],
  sms: [
    { key: 'apiUrl', label: 'SMS gateway address', hint: 'The gateway’s send address, https://...', kind: 'text', inputMode: 'url' },
    { key: 'apiKey', label: 'API key', kind: 'secret' },
    { key: 'senderId', label: 'Sender id (DLT header)', hint: '3 to 11 letters or digits, as registered on DLT', kind: 'text' },
    { key: 'entityId', label: 'DLT entity id', hint: 'Digits: the principal entity id', kind: 'text', inputMode: 'numeric' },
  ],
};

export const templateFields: Record<MessageChannel, ChannelField[]> = {
  email: [
    { key: 'subject', label: 'Subject', kind: 'text' },
    { key: 'body', label: 'Message', kind: 'long' },
  ],
  whatsapp: [
    { key: 'templateName', label: 'Approved template name', hint: 'Its variables are the placeholders in the order listed above', kind: 'text' },
  ],
  sms: [
    { key: 'dltTemplateId', label: 'DLT template id', kind: 'text', inputMode: 'numeric' },
    { key: 'text', label: 'Registered text', kind: 'long' },
  ],
};

/** Where a test goes, per channel. */
export const testRecipientLabel: Record<MessageChannel, { label: string; inputMode: 'email' | 'tel'; hint: string }> = {
  email: { label: 'Send a test to (e-mail)', inputMode: 'email', hint: 'e.g. you@dealer.in' },
  whatsapp: { label: 'Send a test to (mobile)', inputMode: 'tel', hint: '10-digit mobile number' },
  sms: { label: 'Send a test to (mobile)', inputMode: 'tel', hint: '10-digit mobile number' },
};

/** The id of a field's input: 'msg-email-settings-port'. */
export const messageFieldId = (channel: MessageChannel, path: string) => `msg-${channel}-${path.replace(/\./g, '-')}`;
