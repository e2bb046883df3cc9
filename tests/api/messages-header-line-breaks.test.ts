/**
 * Manage > Messages refuses, on save, a line break in any value that goes into a mail's
 * headers or the mail server's commands (src/contract/messages.ts): the sender's address
 * and name, the subject, the mail server and user, a test send's address. The answer is a
 * 400 naming the field, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplates, lineBreakMessage, messageApiPaths, type MessagesAdminAnswer } from '#contract/messages.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let owner: AdminSession;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
  owner = await signedInAdmin(app, 'header-owner', 'header test password');
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const goodSettings = { host: 'smtp.dealer.example', port: 587, secure: false, user: 'bookings', password: 'secret-1', from: 'GT Wheelers <bookings@dealer.example>' };
const save = (body: unknown) => call(app, owner, messageApiPaths.adminMessageChannel('email'), { method: 'PUT', json: body });
const storedEmail = async () => ((await (await call(app, owner, messageApiPaths.adminMessages)).json()) as MessagesAdminAnswer).channels.find((c) => c.channel === 'email');

describe('line breaks in mail headers', () => {
  it('a clean sender is saved', async () => {
    const res = await save({ enabled: false, settings: goodSettings, templates: defaultTemplates.email });
    expect(res.status).toBe(200);
  });

  const breaks = ['\r\n', '\n', '\r', '\u2028'];
  const settingsCases: [string, (lineBreak: string) => Record<string, unknown>][] = [
    ['settings.from', (b) => ({ from: `GT Wheelers${b}Bcc: all@elsewhere.example <bookings@dealer.example>` })],
    ['settings.from', (b) => ({ from: `GT Wheelers <bookings@dealer.example${b}>` })],
    ['settings.host', (b) => ({ host: `smtp.dealer.example${b}x` })],
    ['settings.user', (b) => ({ user: `bookings${b}RCPT TO:<x@y.example>` })],
  ];
  it.each(settingsCases)('%s with a line break is refused, naming the field, and nothing changes', async (field, change) => {
    const before = await storedEmail();
    for (const b of breaks) {
      const res = await save({ enabled: false, settings: { ...goodSettings, ...change(b) }, templates: defaultTemplates.email });
      expect(res.status, JSON.stringify(b)).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toBe(`${field}: ${lineBreakMessage}`);
    }
    expect(await storedEmail()).toEqual(before);
  });

  it('a subject with a line break is refused, naming the event', async () => {
    const templates = { ...defaultTemplates.email, enquiry: { ...defaultTemplates.email.enquiry, subject: 'Thank you\r\nBcc: all@elsewhere.example' } };
    const res = await save({ enabled: false, settings: goodSettings, templates });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(`templates.enquiry.subject: ${lineBreakMessage}`);
  });

  it('a test send to an address with a line break is refused', async () => {
    const res = await call(app, owner, messageApiPaths.adminMessageTest('email'), { method: 'POST', json: { to: 'a@dealer.example\r\nBcc: b@elsewhere.example' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(`to: ${lineBreakMessage}`);
  });
});
