/** Configuration by environment (README "Configuration"). */
import { resolve } from 'node:path';
import { budgetNames, parseBudgets, type Budgets } from './limits/budgets.ts';
import { defaultSlaWorkingHours } from '#contract/lead-sla.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * What keeps DATA_DIR when DATABASE_URL is unset (EMBEDDED_DATABASE): `postgres`, a
   * PostgreSQL server the process runs itself, durable against a power cut (the default);
   * or `pglite`, PostgreSQL in the process, which the test suite uses for its speed
   * (docs/decisions/embedded-postgres-default.md).
   */
  embeddedDatabase: 'postgres' | 'pglite';
  adminUserId: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  /** Where the built front end lives (served with the API on one port). */
  distDir: string;
  /**
   * Trust X-Forwarded-Proto/-For (TRUST_PROXY=1) only behind a proxy that sets them:
   * served directly, a client could fake its address past the per-address limits.
   */
  trustProxy: boolean;
  /**
   * How many proxies stand in front (TRUST_PROXY=N; 1 for `1`/`true`). Each appends the
   * address it received the request from to X-Forwarded-For, so the client's address is
   * the N-th entry from the right; anything left of it was written by the client.
   */
  proxyCount: number;
  /** Session cookies get `Secure` when served over HTTPS or when this is set. */
  cookieSecure: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Origins allowed to call the API cross-origin (comma separated in CORS_ORIGINS). */
  corsOrigins: string[];
  /** Largest JSON body accepted, in bytes (uploads: maxUploadBytes of src/contract/options.ts). */
  jsonLimitBytes: number;
  /** Per-address request budgets (server/limits/budgets.ts; REQUEST_LIMITS overrides). */
  requestBudgets: Budgets;
  /** Working hours (09:30-19:00 IST) a new lead may wait for its first call or status change. */
  leadSlaHours: number;
  /** Where the server writes its daily backup (BACKUP_DIR; none when unset). */
  backupDir: string | undefined;
  /**
   * E-mail to customers until an Owner saves Manage > Messages (docs/notifications.md):
   * SMTP_URL (smtp://user:password@host:587, smtps:// for TLS on 465) and SMTP_FROM.
   */
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
  /** The site's own address for the /track link in messages (PUBLIC_URL), e.g. https://dealer.in. */
  publicUrl: string;
  /** How often a message is tried before it is marked failed (MESSAGE_ATTEMPTS). */
  messageAttempts: number;
  /** The first wait before a retry, doubled each time (MESSAGE_RETRY_SECONDS). */
  messageRetrySeconds: number;
  /**
   * How long a provider may take to answer one message (MESSAGE_TIMEOUT_SECONDS, 15); a
   * worker holds a message four times that and the queue gives up on a job after eight
   * times that (docs/notifications.md "Outages").
   */
  messageTimeoutSeconds: number;
  /** Whether this process sends the queued messages and alerts (MESSAGE_WORKER=0: another process does). */
  messageWorker: boolean;
  /**
   * How long a job card's "approval needed" message waits before it goes
   * (APPROVAL_MESSAGE_WAIT_SECONDS, 120): lines added meanwhile join it, so the customer
   * hears once of the work found, not once per line (docs/workshop.md "Messages to the customer").
   */
  approvalMessageWaitSeconds: number;
  /**
   * Who runs this site, for the push services (PUSH_CONTACT: mailto:owner@dealer.in or an
   * https:// address); they write there before they block a sender. Defaults to PUBLIC_URL
   * when that is https.
   */
  pushContact: string;
  /**
   * The payment gateway (docs/payments.md): Razorpay's key id and secret, the webhook
   * secret, and the API's address (RAZORPAY_BASE_URL; the local stand-in's in development).
   * Without a key id and secret online payment is off, or goes to the local stand-in
   * (`paymentStandIn`). `checkoutUrl` is set for the stand-in only: where its checkout
   * pages are, instead of Razorpay's own checkout script.
   */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string; checkoutUrl?: string } | undefined;
  /**
   * Whether `npm start` runs the local Razorpay stand-in (docs/payments.md "Stand-in"): by
   * default without keys, so payments can be tried at once; never with NODE_ENV=production
   * (its checkout takes no money), nor with RAZORPAY_STAND_IN=0.
   */
  paymentStandIn: boolean;
  /** Razorpay's API address (RAZORPAY_BASE_URL): where the keys saved in Manage > Payments are used. */
  razorpayBaseUrl: string;
}

/** PUSH_CONTACT when it is a mailto: or https: address, else PUBLIC_URL when https, else a placeholder. */
function pushContact(contact: string | undefined, publicUrl: string | undefined): string {
  if (contact && /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(contact.trim())) return contact.trim();
  if (publicUrl && /^https:\/\//.test(publicUrl)) return publicUrl.replace(/\/+$/, '');
  return 'mailto:alerts@example.invalid';
}

const levels: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/** TRUST_PROXY: `1`/`true` is one proxy, a whole number N is N proxies, anything else none. */
function proxies(value: string | undefined): number {
  if (value === 'true') return 1;
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : 0;
}

function number(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/** A positive number of hours (at most a year of working days); anything else is the default. */
function hours(value: string | undefined, fallback: number): number {
  const n = number(value, fallback);
  return n > 0 && n <= 5000 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  return {
    port: number(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    embeddedDatabase: env.EMBEDDED_DATABASE === 'pglite' ? 'pglite' : 'postgres',
    adminUserId: env.ADMIN_USER_ID || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: levels.includes(logLevel) ? logLevel : 'info',
    distDir: resolve(env.DIST_DIR || './dist'),
    trustProxy: proxies(env.TRUST_PROXY) > 0,
    proxyCount: proxies(env.TRUST_PROXY),
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: number(env.SESSION_ABSOLUTE_HOURS, 12),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    jsonLimitBytes: number(env.JSON_LIMIT_BYTES, 100 * 1024),
    requestBudgets: parseBudgets(env.REQUEST_LIMITS),
    leadSlaHours: hours(env.LEAD_SLA_HOURS, defaultSlaWorkingHours),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    publicUrl: (env.PUBLIC_URL || `http://${env.HOST || '127.0.0.1'}:${number(env.PORT, 3000)}`).replace(/\/+$/, ''),
    messageAttempts: Math.min(50, Math.max(1, Math.round(number(env.MESSAGE_ATTEMPTS, 8)))),
    messageRetrySeconds: Math.min(3600, Math.max(1, number(env.MESSAGE_RETRY_SECONDS, 15))),
    messageTimeoutSeconds: Math.min(120, Math.max(0.5, number(env.MESSAGE_TIMEOUT_SECONDS, 15))),
    messageWorker: env.MESSAGE_WORKER !== '0',
    approvalMessageWaitSeconds: Math.min(3600, Math.max(0, number(env.APPROVAL_MESSAGE_WAIT_SECONDS, 120))),
    pushContact: pushContact(env.PUSH_CONTACT, env.PUBLIC_URL),
    razorpay: env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
      ? {
        keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
        baseUrl: (env.RAZORPAY_BASE_URL || 'https://api.razorpay.com').replace(/\/+$/, ''),
      }
      : undefined,
    razorpayBaseUrl: (env.RAZORPAY_BASE_URL || 'https://api.razorpay.com').replace(/\/+$/, ''),
    paymentStandIn: !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) && env.NODE_ENV !== 'production' && env.RAZORPAY_STAND_IN !== '0',
  };
}

/**
 * REQUEST_LIMITS for tests and measurements that send thousands of submissions from one
 * address (API tests, load and fault tests, the benchmark): budgets so large that none is
 * refused, while the limiter still runs on every request. The tests of the limits
 * themselves use the real budgets.
 */
export const testRequestLimits = budgetNames.map((name) => `${name}=1000000/0.001`).join(',');

/**
 * A configuration for tests: nothing read from the environment but what is passed. Tests
 * stand behind a pretend proxy (X-Forwarded-Proto: https, distinct client addresses), with
 * generous request budgets (testRequestLimits).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: '1', REQUEST_LIMITS: testRequestLimits }), ...overrides };
}
