/** Configuration by environment (README "Configuration"). */
import { resolve } from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminUserId: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  /** Where the built front end lives (served with the API on one port). */
  distDir: string;
  /**
   * Trust X-Forwarded-Proto/-For (TRUST_PROXY=1) only behind a proxy that sets them:
   * served directly, a client could fake its address past the per-address login limit.
   */
  trustProxy: boolean;
  /** Session cookies get `Secure` when served over HTTPS or when this is set. */
  cookieSecure: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Origins allowed to call the API cross-origin (comma separated in CORS_ORIGINS). */
  corsOrigins: string[];
  /** Largest JSON body accepted, in bytes. */
  jsonLimitBytes: number;
  /** Largest upload accepted, in bytes (spec: resumes and images at most 5 MB). */
  uploadLimitBytes: number;
}

const levels: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

function number(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  return {
    port: number(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    adminUserId: env.ADMIN_USER_ID || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: levels.includes(logLevel) ? logLevel : 'info',
    distDir: resolve(env.DIST_DIR || './dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: number(env.SESSION_ABSOLUTE_HOURS, 12),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    jsonLimitBytes: number(env.JSON_LIMIT_BYTES, 100 * 1024),
    uploadLimitBytes: 5 * 1024 * 1024,
  };
}

/**
 * A configuration for tests: nothing read from the environment but what is passed. Tests
 * stand behind a pretend proxy (X-Forwarded-Proto: https, distinct client addresses).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: '1' }), ...overrides };
}
