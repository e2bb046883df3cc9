/** A tiny levelled logger: one JSON line per event on stderr (stdout is for the operator). */
import type { LogLevel } from './config.ts';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): Logger {
  const at = (l: Exclude<LogLevel, 'silent'>) => (msg: string, data?: Record<string, unknown>) => {
    if (order[l] < order[level]) return;
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...data })}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
