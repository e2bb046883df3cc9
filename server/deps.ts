/**
 * What the Koa app and every router are built from. A module of its own so the routers
 * import their dependencies without importing app.ts, which imports the routers.
 */
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Logger } from './log.ts';

export interface AppDeps {
  db: Db;
  config: Config;
  log?: Logger;
  /** The clock; tests pass their own to cross midnight or expire sessions. */
  now?: () => Date;
}

export interface ResolvedDeps {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
}
