/**
 * What the Koa app and every router are built from. A module of its own so the routers
 * import their dependencies without importing app.ts, which imports the routers.
 */
import type { Config } from './config.ts';
import type { Db, Queryable } from './db/connect.ts';
import type { Logger } from './log.ts';
import type { JobSender, MessageCause } from './notifications/queue-messages.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { GatewaySwitch } from './payments/gateway-switch.ts';

/** A check that rejects when a background part of the process is not ready (GET /readyz). */
export type ReadinessCheck = () => Promise<void>;

export interface AppDeps {
  db: Db;
  config: Config;
  log?: Logger;
  /** The clock; tests pass their own to cross midnight or expire sessions. */
  now?: () => Date;
  /**
   * The request budgets' clock (server/limits): the database's own unless a test passes one,
   * so that no budget refills while the test runs, however slow the machine.
   */
  limitsClock?: () => Date;
  /**
   * Waits `ms` on the clock `now` tells: the sign-in slow-down (server/auth/login-throttle.ts).
   * A test with its own clock passes a wait that ends when it moves that clock.
   */
  wait?: (ms: number) => Promise<void>;
  /** Background parts that GET /readyz asks besides the database, by name. */
  readiness?: Record<string, ReadinessCheck>;
  /** The durable job queue (server/notifications/message-queue.ts); without it messages wait in their table. */
  jobs?: JobSender;
  /** The payment gateway; absent: Razorpay when config.razorpay is set, else online payment is off. */
  payments?: PaymentProvider | null;
  /** Which gateway is in use, switched to keys saved in Manage > Payments; absent: made by createApp from `payments` and the config. */
  gateway?: GatewaySwitch;
}

/** What an event tells others, queued in the event's own transaction (docs/notifications.md). */
export interface Notifier {
  /**
   * The customer's messages of an enquiry, booking, change, reminder or job card, or of many
   * such events at once (sharing the first's wait); the ids of those queued now.
   */
  customerMessages(tx: Queryable, cause: MessageCause | readonly MessageCause[]): Promise<string[]>;
  /**
   * The staff's Web Push alerts of a new lead or booking, at its creation time; `author` is
   * the staff member who entered it (a walk-in), whose own devices are left out.
   */
  newLead(tx: Queryable, leadId: string, at: Date, options?: { author?: string }): Promise<void>;
}

export interface ResolvedDeps {
  db: Db;
  config: Config;
  log: Logger;
  now: () => Date;
  /** AppDeps.limitsClock; absent: the database's clock. */
  limitsClock?: () => Date;
  /** AppDeps.wait; absent: a timer (server/auth/login-throttle.ts). */
  wait?: (ms: number) => Promise<void>;
  readiness?: Record<string, ReadinessCheck>;
  /**
   * The payment gateway in use (`gateway.current().provider`; null: online payment is off),
   * switched to saved keys without a restart (server/payments/gateway-switch.ts). A router
   * built alone in a test has none: online payment is off there.
   */
  gateway?: GatewaySwitch;
  /** Set by createApp; a router built alone (a test of one router) tells no one. */
  notifier?: Notifier;
}
