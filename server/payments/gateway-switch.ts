/**
 * Which gateway the server pays through now (docs/payments.md "Gateway keys"), and the
 * switch to the keys saved in Manage > Payments without a restart:
 * 1. RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, when set, win: the saved keys wait unused.
 * 2. Else the saved keys, once their secrets can be unsealed.
 * 3. Else what the process started with: the local stand-in (test payments), or none.
 * The process that saves switches at once; every process also looks at the row's stamp at
 * most every `refreshMs` while it serves requests, so all API processes behind a load
 * balancer follow within seconds.
 */
import type { PaymentKeysSource } from '#contract/payment-keys.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../log.ts';
import { loadStoredKeys, storedKeysStamp } from './gateway-keys-repository.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpay, type RazorpayKeys } from './razorpay.ts';

export interface GatewayInUse {
  provider: PaymentProvider | null;
  source: PaymentKeysSource;
  /** The stand-in's checkout pages: set only when paying through the stand-in. */
  checkoutUrl?: string;
  /** The key id in use; rzp_test_ keys take no money. */
  keyId?: string;
}

export interface GatewaySwitch {
  current(): GatewayInUse;
  /** Reads the saved keys again when they may have changed; `now`: whatever the time since the last look. */
  refresh(now?: boolean): Promise<void>;
}

/** Payments that take no money: the stand-in, or Razorpay's test keys. */
export const takesNoMoney = (inUse: GatewayInUse): boolean => inUse.source === 'stand-in' || Boolean(inUse.keyId?.startsWith('rzp_test_'));

/** What the process started with: the environment's keys, the stand-in (its checkoutUrl), or nothing. */
export function startingGateway(config: Config, provider?: PaymentProvider | null): GatewayInUse {
  const keys = config.razorpay;
  const made = provider !== undefined ? provider : keys ? createRazorpay(keys) : null;
  if (!keys || !made) return { provider: made, source: made ? 'environment' : 'none' };
  return keys.checkoutUrl
    ? { provider: made, source: 'stand-in', checkoutUrl: keys.checkoutUrl, keyId: keys.keyId }
    : { provider: made, source: 'environment', keyId: keys.keyId };
}

export function createGatewaySwitch(options: {
  db: Db; config: Config; log: Logger; starting: GatewayInUse;
  makeProvider?: (keys: RazorpayKeys) => PaymentProvider; refreshMs?: number;
}): GatewaySwitch {
  const { db, config, log, starting } = options;
  const makeProvider = options.makeProvider ?? createRazorpay;
  const refreshMs = options.refreshMs ?? 10_000;
  let saved: GatewayInUse | null = null;
  let stamp: string | null = null;
  let lookedAt = 0;
  let running: Promise<void> | null = null;

  const look = async (): Promise<void> => {
    lookedAt = Date.now();
    const next = await storedKeysStamp(db);
    if (next === stamp) return;
    const stored = await loadStoredKeys(db, config.dataDir);
    if (stored && !stored.secrets) log.warn('saved payment keys cannot be unsealed: the data directory\'s payment-keys.key is missing or another', { keyId: stored.keyId });
    saved = stored?.secrets
      ? {
        provider: makeProvider({ keyId: stored.keyId, keySecret: stored.secrets.keySecret, webhookSecret: stored.secrets.webhookSecret, baseUrl: config.razorpayBaseUrl }),
        source: 'saved', keyId: stored.keyId,
      }
      : null;
    stamp = next;
    if (starting.source !== 'environment') log.info('payment gateway keys in use', { source: saved ? 'saved' : starting.source, ...(saved ? { keyId: stored?.keyId } : {}) });
  };

  return {
    current: () => (starting.source === 'environment' ? starting : saved ?? starting),
    refresh: async (now = false) => {
      if (!now && Date.now() - lookedAt < refreshMs) return;
      // One look at a time; a forced look after a save waits for the one running, then looks again.
      while (running) await running.catch(() => {});
      if (!now && Date.now() - lookedAt < refreshMs) return;
      running = look().finally(() => { running = null; });
      await running;
    },
  };
}
