/**
 * Each channel's provider settings, templates and on/off (Manage > Messages,
 * docs/notifications.md). Stored values are merged over the defaults, so a template the
 * dealer never wrote is the one of src/contract/messages.ts (in Hindi,
 * src/contract/message-templates-hi.ts). The Hindi templates are kept in the same jsonb
 * column, under `hi`. A channel is on only when it
 * is switched on and every setting its provider needs is filled in; e-mail is also on
 * from SMTP_URL until an Owner first saves it.
 */
import type { Config } from '../config.ts';
import type { Queryable } from '../db/connect.ts';
import {
  channelSaveSchemas, channelSecretField, defaultTemplatesIn, messageChannels, type ChannelSave, type ChannelView, type EmailSettings,
  type MessageChannel, type SmsSettings, type WhatsappSettings,
} from '#contract/messages.ts';
import type { Language } from '#contract/language.ts';

export interface StoredChannel<C extends MessageChannel = MessageChannel> {
  channel: C;
  enabled: boolean;
  /** Saved by an Owner at least once (before that, e-mail follows SMTP_URL). */
  saved: boolean;
  settings: ChannelSave<C>['settings'];
  templates: ChannelSave<C>['templates'];
  templatesHi: ChannelSave<C>['templates'];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A channel's templates in a customer's language. */
export function templatesIn<C extends MessageChannel>(stored: StoredChannel<C>, language: Language): ChannelSave<C>['templates'] {
  return language === 'hi' ? stored.templatesHi : stored.templates;
}

interface ChannelRow {
  channel: MessageChannel;
  enabled: boolean;
  settings: Record<string, unknown>;
  templates: Record<string, unknown>;
  updated_at: Date | string | null;
  updated_by: string | null;
}

/** Settings as a channel's provider needs them, from SMTP_URL and SMTP_FROM. */
export function emailSettingsFromEnv(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): EmailSettings | null {
  if (!config.smtpUrl) return null;
  try {
    const url = new URL(config.smtpUrl);
    const secure = url.protocol === 'smtps:';
    return {
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      from: config.smtpFrom ?? (url.username.includes('@') ? decodeURIComponent(url.username) : `bookings@${url.hostname}`),
    };
  } catch {
    return null;
  }
}

export function isConfigured(channel: MessageChannel, settings: ChannelSave<MessageChannel>['settings']): boolean {
  switch (channel) {
    case 'email': {
      const s = settings as EmailSettings;
      return s.host !== '' && s.from !== '';
    }
    case 'whatsapp': {
      const s = settings as WhatsappSettings;
      return s.apiUrl !== '' && s.phoneNumberId !== '' && s.accessToken !== '';
    }
    case 'sms': {
      const s = settings as SmsSettings;
      return s.apiUrl !== '' && s.apiKey !== '' && s.senderId !== '' && s.entityId !== '';
    }
  }
}

/** Each event's stored template over the default one of that language. */
function mergedTemplates(channel: MessageChannel, language: Language, stored: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(defaultTemplatesIn[language][channel]).map(([event, fallback]) => [event, { ...fallback, ...((stored?.[event] as object | undefined) ?? {}) }]),
  );
}

function parseStored<C extends MessageChannel>(row: ChannelRow): StoredChannel<C> {
  const schema = channelSaveSchemas[row.channel];
  const templates = mergedTemplates(row.channel, 'en', row.templates);
  const templatesHi = mergedTemplates(row.channel, 'hi', row.templates.hi as Record<string, unknown> | undefined);
  // Stored values passed the same schema when saved; a parse keeps defaults for fields added since.
  const parsed = schema.safeParse({ enabled: row.enabled, settings: row.settings, templates, templatesHi });
  const value = parsed.success
    ? parsed.data
    : schema.parse({ enabled: false, settings: {}, templates: defaultTemplatesIn.en[row.channel], templatesHi: defaultTemplatesIn.hi[row.channel] });
  const at = row.updated_at;
  return {
    channel: row.channel as C,
    enabled: value.enabled,
    saved: row.updated_by !== null,
    settings: value.settings as StoredChannel<C>['settings'],
    templates: value.templates as StoredChannel<C>['templates'],
    templatesHi: (value.templatesHi ?? defaultTemplatesIn.hi[row.channel]) as StoredChannel<C>['templates'],
    updatedAt: row.updated_by === null || at === null ? null : new Date(at).toISOString(),
    updatedBy: row.updated_by,
  };
}

export async function readChannels(db: Queryable): Promise<StoredChannel[]> {
  const { rows } = await db.query<ChannelRow>('SELECT channel, enabled, settings, templates, updated_at, updated_by FROM message_channels');
  return messageChannels.flatMap((c) => {
    const row = rows.find((r) => r.channel === c);
    return row ? [parseStored(row)] : [];
  });
}

export async function readChannel<C extends MessageChannel>(db: Queryable, channel: C): Promise<StoredChannel<C> | null> {
  const { rows } = await db.query<ChannelRow>(
    'SELECT channel, enabled, settings, templates, updated_at, updated_by FROM message_channels WHERE channel = $1', [channel],
  );
  return rows[0] ? parseStored<C>(rows[0]) : null;
}

/**
 * What a channel sends with now: the stored settings, or for e-mail never saved, SMTP_URL.
 * Null when the channel is off or cannot be used.
 */
export function liveSettings<C extends MessageChannel>(stored: StoredChannel<C>, config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): StoredChannel<C> | null {
  if (stored.channel === 'email' && !stored.saved) {
    const fromEnv = emailSettingsFromEnv(config);
    return fromEnv ? { ...stored, enabled: true, settings: fromEnv as StoredChannel<C>['settings'] } : null;
  }
  return stored.enabled && isConfigured(stored.channel, stored.settings) ? stored : null;
}

/** The channel as the screen sees it: the secret blanked, whether one is stored said instead. */
export function channelView<C extends MessageChannel>(stored: StoredChannel<C>, config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): ChannelView<C> {
  const secret = channelSecretField[stored.channel];
  const live = liveSettings(stored, config);
  const shown = live && !stored.saved ? live : stored;
  const settings = { ...shown.settings, [secret]: '' } as ChannelView<C>['settings'];
  return {
    channel: stored.channel,
    enabled: live !== null,
    configured: isConfigured(stored.channel, shown.settings),
    hasSecret: String((shown.settings as Record<string, unknown>)[secret] ?? '') !== '',
    settings,
    templates: stored.templates,
    templatesHi: stored.templatesHi,
    updatedAt: stored.updatedAt,
    updatedBy: stored.updatedBy,
  };
}

/** A save with its secret left blank keeps the stored one. */
export function withKeptSecret<C extends MessageChannel>(channel: C, input: ChannelSave<C>['settings'], before: ChannelSave<C>['settings']): ChannelSave<C>['settings'] {
  const secret = channelSecretField[channel];
  const given = String((input as Record<string, unknown>)[secret] ?? '');
  return given === '' ? ({ ...input, [secret]: (before as Record<string, unknown>)[secret] ?? '' } as ChannelSave<C>['settings']) : input;
}

/**
 * A save's body with each event's template it left out taken from what is stored (or the
 * default): an installed admin app whose Manage > Messages screen is from before an event
 * was added sends only the events it knew, and its save must still go through, leaving the
 * new event's template as it was. Only missing events are filled; what was sent is checked
 * by the schema as sent.
 */
export function withOmittedTemplatesKept(raw: unknown, stored: StoredChannel | null, channel: MessageChannel): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  const filled = (given: unknown, kept: object) => (given && typeof given === 'object' && !Array.isArray(given) ? { ...kept, ...given } : given);
  return {
    ...body,
    templates: filled(body.templates, stored?.templates ?? defaultTemplatesIn.en[channel]),
    ...('templatesHi' in body ? { templatesHi: filled(body.templatesHi, stored?.templatesHi ?? defaultTemplatesIn.hi[channel]) } : {}),
  };
}

/** Stores a save; its Hindi templates, or when it has none (a screen from before them) the ones stored. */
export async function saveChannel<C extends MessageChannel>(
  tx: Queryable, channel: C, save: ChannelSave<C>, keptHi: ChannelSave<C>['templates'] | undefined, by: string, at: Date,
): Promise<void> {
  const templates = { ...save.templates, hi: save.templatesHi ?? keptHi ?? defaultTemplatesIn.hi[channel] };
  await tx.query(
    `UPDATE message_channels SET enabled = $2, settings = $3::text::jsonb, templates = $4::text::jsonb, updated_at = $5, updated_by = $6 WHERE channel = $1`,
    [channel, save.enabled, JSON.stringify(save.settings), JSON.stringify(templates), at, by],
  );
}
