/** REQUEST_LIMITS (server/limits/budgets.ts): overrides per budget; what does not parse keeps the default. */
import { describe, expect, it } from 'vitest';
import { defaultBudgets, parseBudgets } from '../../server/limits/budgets.ts';
import { loadConfig } from '../../server/config.ts';

describe('request budgets', () => {
  it('defaults to the documented budgets', () => {
    expect(parseBudgets(undefined)).toEqual(defaultBudgets);
    expect(loadConfig({}).requestBudgets).toEqual({
      submissions: { burst: 30, everySeconds: 10, what: 'enquiries' },
      applications: { burst: 3, everySeconds: 1200, what: 'applications' },
      lookups: { burst: 10, everySeconds: 60, what: 'status checks' },
      paymentOrders: { burst: 5, everySeconds: 20, what: 'payment attempts' },
      bookings: { burst: 5, everySeconds: 60, what: 'bookings' },
    });
  });

  it('takes name=burst/everySeconds entries, keeping the default of a budget not named', () => {
    expect(parseBudgets('submissions=100/2.5, applications=5/600')).toEqual({
      submissions: { burst: 100, everySeconds: 2.5, what: 'enquiries' },
      applications: { burst: 5, everySeconds: 600, what: 'applications' },
      lookups: { burst: 10, everySeconds: 60, what: 'status checks' },
      paymentOrders: { burst: 5, everySeconds: 20, what: 'payment attempts' },
      bookings: { burst: 5, everySeconds: 60, what: 'bookings' },
    });
  });

  it.each(['submissions=0/10', 'submissions=1.5/10', 'submissions=10/0', 'submissions=10/-1', 'submissions=10', 'submissions=10/Infinity', 'nonsense=1/1', 'garbage'])(
    'ignores %j',
    (text) => {
      expect(parseBudgets(text)).toEqual(defaultBudgets);
    },
  );
});
