/**
 * Per-address request budgets (docs/reliability.md): `burst` requests at once, then one
 * more every `everySeconds`. Generous for people, strict for scripts:
 * - submissions: a family sharing a phone sends a few enquiries a minute, and an outbox
 *   flushing 20 enquiries queued over a day offline is never refused (30 at once); a script
 *   gets one every 10 s after that.
 * - applications (career forms, the only public upload, up to 5 MB each): 3 at once, then
 *   one every 20 minutes: at most 3 resumes an hour from one address, once the first 3 are in.
 * - lookups (the customer's status check, POST /api/track): a customer checks a few times
 *   (10 at once); a script guessing references gets one guess a minute per address.
 * - paymentOrders (POST /api/payments/orders, each new Idempotency-Key asks the payment
 *   gateway for an order): a buyer retries a failed or abandoned checkout a few times
 *   (5 at once), then one every 20 s, 3 a minute; a script cannot make the server flood
 *   the gateway with orders.
 * - bookings (POST /api/stock/bookings, "Book now" on a model's page): a buyer books a
 *   vehicle or two (5 at once), then one a minute; a retry of a stored booking's key is
 *   never counted.
 * A new public lookup adds its own entry here and uses limitRequests() on its route.
 */
export interface Budget {
  burst: number;
  everySeconds: number;
  /** What is counted, as the refusal names it: "Too many enquiries from your network ...". */
  what: string;
}

export const defaultBudgets = {
  submissions: { burst: 30, everySeconds: 10, what: 'enquiries' },
  applications: { burst: 3, everySeconds: 1200, what: 'applications' },
  lookups: { burst: 10, everySeconds: 60, what: 'status checks' },
  paymentOrders: { burst: 5, everySeconds: 20, what: 'payment attempts' },
  bookings: { burst: 5, everySeconds: 60, what: 'bookings' },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof defaultBudgets;
export type Budgets = Record<BudgetName, Budget>;

export const budgetNames = Object.keys(defaultBudgets) as BudgetName[];

/**
 * REQUEST_LIMITS overrides, e.g. `submissions=30/10,applications=3/1200`
 * (name=burst/everySeconds); entries that do not parse keep their default.
 */
export function parseBudgets(text: string | undefined): Budgets {
  const budgets: Budgets = { ...defaultBudgets };
  for (const entry of (text ?? '').split(',')) {
    const [name, value] = entry.split('=').map((s) => s.trim());
    const [burst = NaN, every = NaN] = (value ?? '').split('/').map(Number);
    if (!budgetNames.includes(name as BudgetName) || !Number.isSafeInteger(burst) || burst < 1) continue;
    if (!Number.isFinite(every) || every <= 0) continue;
    const known = name as BudgetName;
    budgets[known] = { ...defaultBudgets[known], burst, everySeconds: every };
  }
  return budgets;
}
