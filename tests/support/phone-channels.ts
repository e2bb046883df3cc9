/**
 * Switches WhatsApp and SMS on through Manage > Messages' own route, pointed at provider
 * stand-ins, with the default templates (SMS ones carrying `smsIds` as their DLT template
 * ids): what a test of customer messages needs before it can see them sent.
 */
import { expect } from 'vitest';
import { defaultTemplates, defaultTemplatesIn, messageApiPaths } from '#contract/messages.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import type { Config } from '../../server/config.ts';
import { call, type AdminSession } from './admin-session.ts';
import { startProviderStandIn, type ProviderStandIn } from './provider-stand-in.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { signInStockStaff } from './stock.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export async function switchOnPhoneChannels(
  app: TestApp, owner: AdminSession, stands: { whatsapp: ProviderStandIn; sms: ProviderStandIn }, smsIds: { en: string; hi: string },
): Promise<void> {
  const wa = await call(app, owner, messageApiPaths.adminMessageChannel('whatsapp'), {
    method: 'PUT',
    json: { enabled: true, settings: { apiUrl: stands.whatsapp.url, phoneNumberId: '1234567890', accessToken: 'wa-token', language: 'en', languageHi: 'hi' }, templates: defaultTemplates.whatsapp },
  });
  expect(wa.status, await wa.clone().text()).toBe(200);
  const ids = (language: 'en' | 'hi') => Object.fromEntries(Object.entries(defaultTemplatesIn[language].sms).map(([event, t]) => [event, { ...t, dltTemplateId: smsIds[language] }]));
  const text = await call(app, owner, messageApiPaths.adminMessageChannel('sms'), {
    method: 'PUT',
    json: { enabled: true, settings: { apiUrl: `${stands.sms.url}/send`, apiKey: 'sms-key', senderId: 'GTWHLR', entityId: '1101234567' }, templates: ids('en'), templatesHi: ids('hi') },
  });
  expect(text.status, await text.clone().text()).toBe(200);
}

/** The app with WhatsApp and SMS switched on against stand-ins, e-mail to an inbox when asked, and stock staff signed in. */
export interface MessagesWorld {
  app: TestApp;
  whatsapp: ProviderStandIn;
  sms: ProviderStandIn;
  /** The SMTP inbox e-mail goes to, when `smtpFrom` was given. */
  inbox: SmtpInbox | undefined;
  owner: AdminSession;
  manager: AdminSession;
  site: SiteSettings;
  close(): Promise<void>;
}

/**
 * Starts what a test of customer messages needs: provider stand-ins, the app on `now` with
 * the queue's worker off (the test delivers each message itself), an Owner and a Manager of
 * showroom `showroom`, WhatsApp and SMS on, and the site settings the messages quote.
 */
export async function startMessagesWorld(options: {
  now: () => Date; staffPrefix: string; showroom: number; smsIds: { en: string; hi: string }; config?: Partial<Config>; smtpFrom?: string;
}): Promise<MessagesWorld> {
  const inbox = options.smtpFrom ? await startSmtpInbox() : undefined;
  const whatsapp = await startProviderStandIn();
  const sms = await startProviderStandIn();
  const email = inbox ? { smtpUrl: inbox.url, smtpFrom: options.smtpFrom } : {};
  const app = await startTestApp({ now: options.now, config: { ...email, ...options.config }, notifications: { worker: false } });
  const { owner, manager } = await signInStockStaff(app, options.staffPrefix, options.showroom);
  await switchOnPhoneChannels(app, owner, { whatsapp, sms }, options.smsIds);
  const site = (await (await app.fetch('/api/site')).json()) as SiteSettings;
  return {
    app, whatsapp, sms, inbox, owner, manager, site,
    close: async () => {
      await app.close();
      await inbox?.stop();
      await whatsapp.close();
      await sms.close();
    },
  };
}
