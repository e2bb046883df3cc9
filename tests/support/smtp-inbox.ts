/**
 * A real SMTP server inside the test (the smtp-server package) that keeps what it
 * receives, so a test reads the very messages the app sent. It can be told to refuse
 * (a 4xx: try later; a 5xx: never), and be stopped and started again on the same port
 * (a mail server down for a while).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One part of a multipart message, decoded. */
export interface MailPart {
  contentType: string;
  filename: string;
  body: string;
}

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  /** The plain-text part (the whole body of a single-part message). */
  text: string;
  /** The HTML part, or ''. */
  html: string;
  /** Every leaf part, the attachments included. */
  parts: MailPart[];
  raw: string;
}

export interface SmtpInbox {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** The next `count` messages are refused with this reply ('451 Try later', '550 No such user'); -1: every one. */
  refuse(count: number, reply: string): void;
  /** Messages offered (accepted or refused). */
  offered: number;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Resolves when `count` mails have come in (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** An encoded-word header ('=?UTF-8?B?...?=' or '?Q?'), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, how: string, text: string) =>
    how.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

/** A MIME entity's headers and its leaf parts, multipart ones walked into. */
function entity(raw: string): { header: (name: string) => string; parts: MailPart[] } {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  let body = split < 0 ? '' : raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const contentType = header('Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    const parts = pieces.filter((p) => !p.startsWith('--')).flatMap((p) => entity(p.replace(/^\r\n/, '').replace(/\r\n$/, '')).parts);
    return { header, parts };
  }
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const filename = decodeHeader(/filename="?([^";]+)"?/i.exec(`${header('Content-Disposition')}; ${contentType}`)?.[1] ?? '');
  return { header, parts: [{ contentType: contentType.split(';')[0]!.trim().toLowerCase(), filename, body: body.replace(/\r\n/g, '\n') }] };
}

function parse(raw: string): ReceivedMail {
  const { header, parts } = entity(raw);
  const body = (type: string) => parts.find((p) => p.contentType === type && !p.filename)?.body ?? '';
  return {
    to: header('To').split(',').map((s) => s.trim()),
    from: header('From'),
    subject: decodeHeader(header('Subject')),
    messageId: header('Message-ID'),
    text: body('text/plain'),
    html: body('text/html'),
    parts,
    raw,
  };
}

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  let refusals = 0;
  let refusal = '';
  const waiters: (() => void)[] = [];
  const make = () => new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.offered += 1;
        if (refusals !== 0) {
          if (refusals > 0) refusals -= 1;
          const [code, ...words] = refusal.split(' ');
          const error = Object.assign(new Error(words.join(' ')), { responseCode: Number(code) });
          callback(error);
          return;
        }
        inbox.mails.push(parse(Buffer.concat(chunks).toString('utf8')));
        callback();
        for (const w of waiters.splice(0)) w();
      });
    },
  });
  let server = make();
  const listen = (p: number) => new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(p, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  const actualPort = await listen(port);
  const inbox: SmtpInbox = {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails: [],
    offered: 0,
    refuse(count, reply) {
      refusals = count;
      refusal = reply;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = make();
      await listen(actualPort);
    },
    async waitFor(count, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (inbox.mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${inbox.mails.length} in ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return inbox.mails;
    },
  };
  return inbox;
}
