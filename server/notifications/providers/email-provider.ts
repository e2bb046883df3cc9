/**
 * E-mail through SMTP with nodemailer: a plain-text part, and an HTML part and attachments
 * (a booking's calendar file) where given. One pooled transport per set of settings, so a
 * burst of messages shares a few connections instead of one handshake each. The
 * message's key is its Message-ID: a mail system that sees the same message again can
 * tell it is the same one.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailSettings } from '#contract/messages.ts';
import { providerTimeoutMs, SendFailure } from './send-failure.ts';

const transports = new Map<string, Transporter>();

function transportFor(settings: EmailSettings, timeoutMs: number): Transporter {
  const key = JSON.stringify([settings, timeoutMs]);
  let transport = transports.get(key);
  if (!transport) {
    transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 5,
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    transports.set(key, transport);
  }
  return transport;
}

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface EmailMessage {
  key: string;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (the same words), sent beside the text as its alternative. */
  html?: string;
  attachments?: EmailAttachment[];
}

export async function sendEmail(settings: EmailSettings, message: EmailMessage, timeoutMs = providerTimeoutMs): Promise<string> {
  const domain = settings.from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  try {
    const info = await transportFor(settings, timeoutMs).sendMail({
      from: settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      messageId: `<${message.key}@${domain}>`,
    });
    return String(info.messageId ?? '');
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
    if (typeof e.responseCode === 'number') {
      // 5xx: the server refused this message (no such mailbox); 4xx: try again later.
      return Promise.reject(new SendFailure(`The mail server answered ${e.response ?? e.responseCode}`.slice(0, 300), e.responseCode < 500));
    }
    return Promise.reject(new SendFailure(`The mail server could not be reached (${e.code ?? e.message ?? 'no answer'})`, true));
  }
}

/** Closes the pooled connections (shutdown, tests). */
export function closeEmailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
