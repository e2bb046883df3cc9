/**
 * Manage > Booking amounts (docs/payments.md "Book now"): GET /api/admin/payments/booking-amounts
 * lists every model with its booking amount (null until one is set) and refund rules, to
 * Managers and Owners; what PUT saves is what the list and the buyer's options then say.
 * Real app, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookNowPaths, type BookNowOptions } from '#contract/book-now.ts';
import { bookingAmountFormSchema, paymentPaths, type BookingAmountRow } from '#contract/payments.ts';
import { call } from '../support/admin-session.ts';
import { signInStockStaff, stockModel, type StockModel, type StockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let staff: StockStaff;
let model: StockModel;

beforeAll(async () => {
  app = await startTestApp({ now: () => new Date('2026-11-25T05:10:00Z') });
  staff = await signInStockStaff(app, 'amounts', 2);
  model = await stockModel(app);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

const list = async (session = staff.manager) => {
  const res = await call(app, session, paymentPaths.bookingAmounts);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: BookingAmountRow[] }).data;
};

describe('booking amounts in Manage', () => {
  it('lists every model, none booked online until an amount is set', async () => {
    const rows = await list();
    const { rows: models } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM models');
    expect(rows).toHaveLength(models[0]!.n);
    expect(rows.find((r) => r.modelId === model.id)).toEqual({ modelId: model.id, model: model.name, amountPaise: null, refundRules: '', refundRulesHi: '' });
    const options = (await (await app.fetch(`${bookNowPaths.options}?model=${model.id}`)).json()) as BookNowOptions;
    expect(options.amountPaise).toBeNull();
  });

  it('shows what was saved, and the buyer\'s options say the same', async () => {
    const body = bookingAmountFormSchema.parse({ rupees: ' 2000 ', refundRules: 'Full refund until a vehicle is allotted.', refundRulesHi: 'गाड़ी आवंटित होने तक पूरा पैसा वापस।' });
    expect(body).toEqual({ amountPaise: 200_000, refundRules: 'Full refund until a vehicle is allotted.', refundRulesHi: 'गाड़ी आवंटित होने तक पूरा पैसा वापस।' });
    const res = await call(app, staff.owner, paymentPaths.bookingAmount(model.id), { method: 'PUT', json: body });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await list(staff.owner)).find((r) => r.modelId === model.id)).toEqual({ modelId: model.id, model: model.name, ...body });
    const options = (await (await app.fetch(`${bookNowPaths.options}?model=${model.id}`)).json()) as BookNowOptions;
    expect(options).toMatchObject({ amountPaise: 200_000, refundRules: body.refundRules });
  });

  it('is kept from Sales', async () => {
    expect((await call(app, staff.sales, paymentPaths.bookingAmounts)).status).toBe(403);
  });

  it('refuses an amount typed in words or paise, in the form\'s own words', () => {
    for (const rupees of ['2,000', '2000.50', 'two thousand', '', '0']) {
      const result = bookingAmountFormSchema.safeParse({ rupees, refundRules: '', refundRulesHi: '' });
      expect(result.success, rupees).toBe(false);
    }
  });
});
