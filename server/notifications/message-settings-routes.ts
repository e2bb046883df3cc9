/**
 * Manage > Messages (Owners, permission `site`; docs/notifications.md):
 * - GET  /api/admin/messages                every channel: on/off, provider settings (the
 *   secret blanked), templates;
 * - PUT  /api/admin/messages/{channel}      replaces one channel's settings and templates; a
 *   blank secret keeps the stored one, an event's template left out keeps the stored one (a
 *   screen from before that event); switching on needs every provider setting;
 * - POST /api/admin/messages/{channel}/test sends one message now, through the settings as
 *   stored, and answers the provider's own reason when it fails.
 */
import type Router from '@koa/router';
import type { z } from 'zod';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import {
  channelSaveSchemas, messageApiPaths, messageChannels, messageTexts, testSendSchema, type ChannelSave, type MessageChannel,
  type MessageValues, type MessagesAdminAnswer, type TestSendAnswer,
} from '#contract/messages.ts';
import { normalizeIndianMobile } from '#contract/mobile.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { routePattern } from '../http/route-pattern.ts';
import { validBody } from '../http/validate.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import {
  channelView, isConfigured, liveSettings, readChannel, readChannels, saveChannel, withKeptSecret, withOmittedTemplatesKept,
} from './channel-settings.ts';
import { sendThrough } from './deliver-message.ts';
import { phoneFor } from './message-values.ts';
import { jobCardMessageWords } from '#contract/job-card-message-words.ts';
import { messageWords } from '#contract/message-words.ts';
import { SendFailure } from './providers/send-failure.ts';
import { uuidFrom } from './uuid-from.ts';

function channelParam(raw: string | undefined): MessageChannel {
  if (!raw || !(messageChannels as readonly string[]).includes(raw)) throw new HttpError(404, messageTexts.unknownChannel);
  return raw as MessageChannel;
}

export function registerMessageSettingsRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const may = requirePermission('site');

  router.get(messageApiPaths.adminMessages, guard, may, async (ctx) => {
    const answer: MessagesAdminAnswer = { channels: (await readChannels(deps.db)).map((c) => channelView(c, deps.config)) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  router.put(routePattern(messageApiPaths.adminMessageChannel, 'channel'), guard, may, async (ctx) => {
    const channel = channelParam(ctx.params.channel);
    const raw = withOmittedTemplatesKept(await body.json(ctx), await readChannel(deps.db, channel), channel);
    const input = validBody(channelSaveSchemas[channel] as z.ZodType<ChannelSave<MessageChannel>>, raw);
    const saved = await deps.db.transaction(async (tx) => {
      const before = await readChannel(tx, channel);
      const settings = withKeptSecret(channel, input.settings, before?.settings ?? input.settings);
      if (input.enabled && !isConfigured(channel, settings)) throw new HttpError(400, `enabled: ${messageTexts.notConfigured}`);
      await saveChannel(tx, channel, { ...input, settings } as ChannelSave<MessageChannel>, before?.templatesHi, adminState(ctx).userId, deps.now());
      return readChannel(tx, channel);
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: messageTexts.saved, channel: saved ? channelView(saved, deps.config) : null };
  });

  router.post(routePattern(messageApiPaths.adminMessageTest, 'channel'), guard, may, async (ctx) => {
    const channel = channelParam(ctx.params.channel);
    const input = validBody(testSendSchema, await body.json(ctx));
    const mobile = normalizeIndianMobile(input.to);
    const to = channel === 'email' ? input.to : mobile;
    if (!to || (channel === 'email' && !/^[^\s@]+@[^\s@.]+\.[^\s@]+$/.test(to))) throw new HttpError(400, messageTexts.badTestRecipient[channel]);
    const stored = await readChannel(deps.db, channel);
    // A test uses the settings even while the channel is off: that is how a dealer checks them first.
    const live = stored && (liveSettings(stored, deps.config) ?? (isConfigured(channel, stored.settings) ? stored : null));
    if (!live) throw new HttpError(400, messageTexts.notConfigured);
    const site = await readSiteSettings(deps.db);
    const showroom = site.showrooms.find((s) => !s.closed) ?? site.showrooms[0];
    // A test ride at the first showroom, in the language asked for (its template in that language).
    const words = messageWords[input.language];
    const values: MessageValues = {
      name: words.customer, reference: 'TEST0001', what: words.what({ kind: 'product', model: 'Shine 100', purpose: 'test-ride' }),
      where: showroom ? `${showroom.name}, ${showroom.address}` : site.dealerName, when: words.when('2026-11-27', '10:30'),
      status: words.status('booked'), trackLink: `${deps.config.publicUrl}/track?reference=TEST0001`, dealer: site.dealerName,
      phone: phoneFor(site, showroom, 'test-ride'),
      // A workshop template's own placeholders, so its test reads as the customer would.
      registration: 'HR 26 XX 1234', items: jobCardMessageWords[input.language].items(2), total: '₹1,180',
      hours: showroom?.hours ?? site.hours, chassis: '4821',
    };
    try {
      const message = { values, language: input.language, calendar: null };
      await sendThrough(live, input.event, to, message, uuidFrom(`test:${deps.now().toISOString()}:${to}`), deps.config.publicUrl, deps.config.messageTimeoutSeconds * 1000);
    } catch (error) {
      const reason = error instanceof SendFailure ? error.message : String((error as Error)?.message ?? error);
      throw new HttpError(502, `Not sent: ${reason}`);
    }
    const answer: TestSendAnswer = { message: `${messageTexts.testSent} to ${to}` };
    ctx.body = answer;
  });
}
