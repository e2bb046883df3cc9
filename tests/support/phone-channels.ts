/**
 * Switches WhatsApp and SMS on through Manage > Messages' own route, pointed at provider
 * stand-ins, with the default templates (SMS ones carrying `smsIds` as their DLT template
 * ids): what a test of customer messages needs before it can see them sent.
 */
import { expect } from 'vitest';
import { defaultTemplates, defaultTemplatesIn, messageApiPaths } from '#contract/messages.ts';
import { call, type AdminSession } from './admin-session.ts';
import type { ProviderStandIn } from './provider-stand-in.ts';
import type { TestApp } from './test-app.ts';

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
