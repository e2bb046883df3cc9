/**
 * The delivery checklist (docs/stock-and-delivery.md "Delivery"): Delivered is refused while
 * a required item is missing, naming every one, and allowed once all are done; a
 * registration number is checked and stored in its written form; every value set or cleared
 * is in the booking's history with who (user id and name) and when; only the staff of the
 * booking's showroom fill it in; Managers and Owners edit the items, which a booking's
 * checklist follows.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { BookingChecklist, ChecklistItem } from '#contract/delivery-checklist.ts';
import type { StoredImage } from '#contract/media-uploads.ts';
import { stockPaths, type BookingRecord, type StockHistoryEntry, type VehicleRecord } from '#contract/stock.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { addBooking, addVehicle, changeChecklistItem, completeChecklist, nextVin, signInStockStaff, stockModel, stockSnapshot, type StockModel, withVersion } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Wednesday 25 Nov 2026, 10:40 IST. */
let clock = new Date('2026-11-25T05:10:00Z');
let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;
let sales: AdminSession;
let otherSales: AdminSession;
let model: StockModel;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ owner, manager, sales } = await signInStockStaff(app, 'handover', 2));
  ({ sales: otherSales } = await signInStockStaff(app, 'elsewhere', 3));
  // Who set an item, and who changed the booking, read by name.
  await app.db.query(
    `UPDATE admins SET user_name = CASE user_id WHEN 'handover-sales' THEN 'Meena Joshi' WHEN 'handover-manager' THEN 'Mohan Manager'
       WHEN 'handover-owner' THEN 'Olga Owner' ELSE user_name END`,
  );
  model = await stockModel(app);
});
afterAll(async () => {
  await app?.close();
});

const tick = () => { clock = new Date(clock.getTime() + 60_000); };
let colourTurn = 0;

/** A booking of showroom 2 with its vehicle allotted and marked Ready: next comes the handover. */
async function readyBooking(): Promise<BookingRecord> {
  colourTurn += 1;
  const kind = { modelId: model.id, variant: model.variants[0], colour: model.colours[colourTurn % model.colours.length], showroomId: 2 };
  await addVehicle(app, owner, { ...kind, vin: nextVin('MBLDL10') });
  const booking = await addBooking(app, sales, kind);
  expect(booking.state).toBe('allotted');
  const ready = await call(app, sales, stockPaths.bookingState(booking.id), { method: 'POST', json: await withVersion(app, booking.id, { state: 'ready' }) });
  expect(ready.status).toBe(200);
  return booking;
}

const put = (session: AdminSession, bookingId: number, key: string, value: unknown) => changeChecklistItem(app, session, bookingId, key, value);
const deliver = async (session: AdminSession, bookingId: number) =>
  call(app, session, stockPaths.bookingState(bookingId), { method: 'POST', json: await withVersion(app, bookingId, { state: 'delivered', date: '2026-11-25' }) });

async function checklistOf(bookingId: number): Promise<BookingChecklist> {
  const res = await call(app, owner, stockPaths.bookingChecklist(bookingId));
  expect(res.status).toBe(200);
  return (await res.json()) as BookingChecklist;
}
async function bookingWithHistory(id: number): Promise<{ booking: BookingRecord; history: StockHistoryEntry[] }> {
  return (await (await call(app, owner, stockPaths.booking(id))).json()) as { booking: BookingRecord; history: StockHistoryEntry[] };
}

describe('delivering a booking', () => {
  it('lists the seeded items in order, each required one missing at first', async () => {
    const booking = await readyBooking();
    const checklist = await checklistOf(booking.id);
    expect(checklist.reference).toBe(booking.reference);
    expect(checklist.items.map((i) => [i.labelEn, i.kind, i.required])).toEqual([
      ['PDI points checked', 'tick', true],
      ['Insurance policy number', 'text', true],
      ['Registration number', 'text', true],
      ['HSRP plates fitted', 'tick', true],
      ['Accessories fitted', 'tick', false],
      ['Documents checked', 'tick', true],
      ['Handover photo', 'photo', false],
    ]);
    expect(checklist.items.every((i) => i.labelHi !== '' && i.value === null)).toBe(true);
    expect(checklist.missing).toEqual(['PDI points checked', 'Insurance policy number', 'Registration number', 'HSRP plates fitted', 'Documents checked']);
  });

  it('refuses Delivered naming every missing required item, changing nothing, and allows it once all are done', async () => {
    const booking = await readyBooking();
    for (const key of ['pdi', 'hsrp', 'documents']) expect((await put(sales, booking.id, key, true)).status).toBe(200);
    const before = await stockSnapshot(app);
    const refused = await deliver(sales, booking.id);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; errors: { field: string }[] };
    expect(body.message).toBe('Cannot mark delivered: Insurance policy number, Registration number missing');
    expect(body.errors[0]?.field).toBe('checklist');
    expect(await stockSnapshot(app)).toBe(before);
    expect((await bookingWithHistory(booking.id)).booking.state).toBe('ready');

    expect((await put(sales, booking.id, 'insurance', 'OG-26-1101-1800-00001234')).status).toBe(200);
    const oneLeft = await deliver(manager, booking.id);
    expect(((await oneLeft.json()) as { message: string }).message).toBe('Cannot mark delivered: Registration number missing');
    const done = await put(sales, booking.id, 'registration', 'hr-26-xx-1234');
    expect(done.status).toBe(200);
    expect(((await done.json()) as BookingChecklist).missing).toEqual([]);

    const delivered = await deliver(sales, booking.id);
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    const after = await bookingWithHistory(booking.id);
    expect(after.booking.state).toBe('delivered');
    const vehicle = ((await (await call(app, owner, stockPaths.vehicle(after.booking.vehicleId!))).json()) as { vehicle: VehicleRecord }).vehicle;
    expect(vehicle).toMatchObject({ status: 'delivered', deliveredOn: '2026-11-25' });
    // A delivered booking's checklist is kept as it was handed over.
    const late = await changeChecklistItem(app, sales, booking.id, 'registration', null);
    expect(late.status).toBe(409);
    expect((await checklistOf(booking.id)).items.find((i) => i.key === 'registration')?.value).toBe('HR 26 XX 1234');
  });

  it('has the database refuse Delivered with a required item missing, whatever the server does', async () => {
    const booking = await readyBooking();
    await expect(app.db.query(`UPDATE bookings SET state = 'delivered' WHERE id = $1`, [booking.id])).rejects.toMatchObject({ code: 'SB005' });
  });
});

describe('the registration number', () => {
  it('refuses a wrong format with a 400 naming the item, storing nothing', async () => {
    const booking = await readyBooking();
    const before = await stockSnapshot(app);
    for (const typed of ['HR 26 XX', 'XX 26 AB 1234', 'HR 26 XX 12345', '26 HR XX 1234', 'HR 26 XX 0000', '22 BH 12 AA']) {
      const res = await put(sales, booking.id, 'registration', typed);
      expect(res.status, typed).toBe(400);
      const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(body.errors[0]?.field, typed).toBe('registration');
      expect(body.message, typed).toBe('registration: Registration number: Please enter the registration number as Vahan gives it, such as HR 26 XX 1234 or 22 BH 1234 AA');
    }
    expect(await stockSnapshot(app)).toBe(before);
  });

  it('stores it with spaces from any case and spacing, a BH-series number too', async () => {
    const booking = await readyBooking();
    for (const [typed, stored] of [['hr26xx1234', 'HR 26 XX 1234'], ['DL 3S AB 0042', 'DL 3S AB 0042'], ['dl3sck7781', 'DL 3S CK 7781'], ['22bh1234aa', '22 BH 1234 AA'], ['KA-05-MN-9', 'KA 05 MN 9']]) {
      const res = await put(sales, booking.id, 'registration', typed);
      expect(res.status, typed).toBe(200);
      expect(((await res.json()) as BookingChecklist).items.find((i) => i.key === 'registration')?.value, typed).toBe(stored);
    }
  });
});

describe('a screen out of date', () => {
  it('refuses a value set or cleared over one someone else set meanwhile, in words naming what is stored now, and changes nothing', async () => {
    const booking = await readyBooking();
    const path = stockPaths.bookingChecklistItem(booking.id, 'registration');
    // Two desks show the items empty; the first sets the registration and ticks the PDI.
    const tick = stockPaths.bookingChecklistItem(booking.id, 'pdi');
    expect((await call(app, sales, path, { method: 'PUT', json: { value: 'HR 26 XX 1234', was: null } })).status).toBe(200);
    expect((await call(app, sales, tick, { method: 'PUT', json: { value: true, was: null } })).status).toBe(200);
    const before = await stockSnapshot(app);
    const stale = await call(app, manager, path, { method: 'PUT', json: { value: 'HR 26 XX 9999', was: null } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: 'registration: Registration number was changed meanwhile: it now reads "HR 26 XX 1234". Please look again.' });
    expect((await call(app, manager, path, { method: 'PUT', json: { value: null, was: 'HR 26 XX 1111' } })).status).toBe(409);
    const untick = await call(app, manager, tick, { method: 'PUT', json: { value: null, was: null } });
    expect(untick.status).toBe(409);
    expect(((await untick.json()) as { message: string }).message).toMatch(/was changed meanwhile: it is now ticked\. Please look again\.$/);
    expect(await stockSnapshot(app)).toBe(before);
    // Nothing of the refused changes was written: the first value stands, with its history.
    expect((await checklistOf(booking.id)).items.find((i) => i.key === 'registration')).toMatchObject({ value: 'HR 26 XX 1234', setBy: 'handover-sales' });
    // The screen that reads again sends what it now shows, and its change is made.
    expect((await call(app, manager, path, { method: 'PUT', json: { value: 'HR 26 XX 9999', was: 'HR 26 XX 1234' } })).status).toBe(200);
  });

  it('asks for the value the screen showed', async () => {
    const booking = await readyBooking();
    const res = await call(app, sales, stockPaths.bookingChecklistItem(booking.id, 'registration'), { method: 'PUT', json: { value: 'HR 26 XX 1234' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('was: the value the screen showed is needed (null when it was empty)');
    const clear = await call(app, sales, stockPaths.bookingChecklistItem(booking.id, 'registration'), { method: 'PUT', json: { value: null } });
    expect(clear.status).toBe(400);
  });
});

describe('who and when', () => {
  it('records every value set and cleared in the booking history, and on the item', async () => {
    const booking = await readyBooking();
    const at: string[] = [];
    const step = async (session: AdminSession, key: string, value: string | true | null) => {
      tick();
      at.push(clock.toISOString());
      const res = await changeChecklistItem(app, session, booking.id, key, value);
      expect(res.status).toBe(200);
    };
    await step(sales, 'registration', 'HR 26 XX 1234');
    expect((await checklistOf(booking.id)).items.find((i) => i.key === 'registration')).toMatchObject({
      value: 'HR 26 XX 1234', setBy: 'handover-sales', setByName: 'Meena Joshi', setAt: at[0],
    });
    await step(manager, 'registration', 'HR 26 XX 1235');
    await step(manager, 'pdi', true);
    await step(owner, 'pdi', null);
    const { history: whole } = await bookingWithHistory(booking.id);
    expect(whole[0]).toMatchObject({ type: 'booked', by: 'handover-sales', byName: 'Meena Joshi' });
    const history = whole.filter((h) => h.type === 'checklist');
    expect(history).toEqual([
      { type: 'checklist', at: at[0], by: 'handover-sales', byName: 'Meena Joshi', data: { item: 'registration', label: 'Registration number', from: null, to: 'HR 26 XX 1234' } },
      { type: 'checklist', at: at[1], by: 'handover-manager', byName: 'Mohan Manager', data: { item: 'registration', label: 'Registration number', from: 'HR 26 XX 1234', to: 'HR 26 XX 1235' } },
      { type: 'checklist', at: at[2], by: 'handover-manager', byName: 'Mohan Manager', data: { item: 'pdi', label: 'PDI points checked', from: null, to: 'yes' } },
      { type: 'checklist', at: at[3], by: 'handover-owner', byName: 'Olga Owner', data: { item: 'pdi', label: 'PDI points checked', from: 'yes', to: null } },
    ]);
    expect((await checklistOf(booking.id)).items.find((i) => i.key === 'registration')).toMatchObject({ setBy: 'handover-manager', setByName: 'Mohan Manager', setAt: at[1] });
    expect((await checklistOf(booking.id)).items.find((i) => i.key === 'pdi')).toMatchObject({ value: null, setBy: null, setByName: null });
  });
});

describe('who may fill it in', () => {
  it('lets Sales of the booking\'s showroom fill it in, and refuses Sales of another showroom, changing nothing', async () => {
    const booking = await readyBooking();
    expect((await put(sales, booking.id, 'hsrp', true)).status).toBe(200);
    const before = await stockSnapshot(app);
    const refused = await put(otherSales, booking.id, 'pdi', true);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('You can see only the stock of your own showrooms');
    expect((await call(app, otherSales, stockPaths.bookingChecklistItem(booking.id, 'hsrp'), { method: 'PUT', json: { value: null, was: null } })).status).toBe(403);
    expect((await call(app, otherSales, stockPaths.bookingChecklist(booking.id))).status).toBe(403);
    expect(await stockSnapshot(app)).toBe(before);
  });

  it('keeps the items to Managers and Owners', async () => {
    expect((await call(app, sales, stockPaths.checklistItems)).status).toBe(403);
    const added = await call(app, sales, stockPaths.checklistItems, { method: 'POST', json: { key: 'helmet', labelEn: 'Helmet given', labelHi: 'हेलमेट दिया', kind: 'tick', required: true } });
    expect(added.status).toBe(403);
    expect((await call(app, sales, stockPaths.checklistItem('pdi'), { method: 'PATCH', json: { required: false } })).status).toBe(403);
  });
});

describe('the items', () => {
  it('follows the dealer\'s items: a new required one is asked for, a retired one no more', async () => {
    const booking = await readyBooking();
    await completeChecklist(app, sales, booking.id);
    const added = await call(app, manager, stockPaths.checklistItems, { method: 'POST', json: { key: 'helmet', labelEn: 'Helmet given', labelHi: 'हेलमेट दिया', kind: 'tick', required: true } });
    expect(added.status, await added.clone().text()).toBe(201);
    expect((await added.json()) as ChecklistItem).toMatchObject({ key: 'helmet', labelEn: 'Helmet given', kind: 'tick', required: true, retired: false, sort: 80 });
    const again = await call(app, owner, stockPaths.checklistItems, { method: 'POST', json: { key: 'helmet', labelEn: 'Helmet', labelHi: 'हेलमेट', kind: 'tick', required: false } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('key');
    const noHindi = await call(app, owner, stockPaths.checklistItems, { method: 'POST', json: { key: 'keys', labelEn: 'Both keys given', labelHi: ' ', kind: 'tick', required: true } });
    expect(noHindi.status).toBe(400);
    expect(((await noHindi.json()) as { message: string }).message).toBe('labelHi: Please enter the label in Hindi');

    expect(((await (await deliver(sales, booking.id)).json()) as { message: string }).message).toBe('Cannot mark delivered: Helmet given missing');
    const renamed = await call(app, owner, stockPaths.checklistItem('helmet'), { method: 'PATCH', json: { labelEn: 'Helmet handed over', sort: 5 } });
    expect(renamed.status).toBe(200);
    expect((await checklistOf(booking.id)).items[0]).toMatchObject({ key: 'helmet', labelEn: 'Helmet handed over', value: null });
    const retired = await call(app, manager, stockPaths.checklistItem('helmet'), { method: 'PATCH', json: { retired: true } });
    expect(retired.status).toBe(200);
    expect((await checklistOf(booking.id)).items.some((i) => i.key === 'helmet')).toBe(false);
    expect((await put(sales, booking.id, 'helmet', true)).status).toBe(409);
    const list = (await (await call(app, manager, stockPaths.checklistItems)).json()) as { data: ChecklistItem[] };
    expect(list.data.find((i) => i.key === 'helmet')).toMatchObject({ retired: true });
    expect((await deliver(sales, booking.id)).status).toBe(200);
  });

  it('takes a handover photo only as a stored picture, and a tick only as a tick', async () => {
    const booking = await readyBooking();
    const before = await stockSnapshot(app);
    for (const [key, value] of [['handover-photo', '/media/img/not-there/768.jpg'], ['handover-photo', 'https://example.com/a.jpg'], ['pdi', 'yes'], ['insurance', true]] as const) {
      const res = await put(sales, booking.id, key, value);
      expect(res.status, `${key} ${String(value)}`).toBe(400);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe(key);
    }
    for (const value of [false, '', { yes: true }]) {
      const res = await put(sales, booking.id, 'pdi', value);
      expect(res.status, String(value)).toBe(400);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('value');
    }
    expect((await put(sales, booking.id, 'no-such-item', true)).status).toBe(404);
    expect(await stockSnapshot(app)).toBe(before);

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 40 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'handover.jpg');
    const upload = await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form });
    expect(upload.status).toBe(201);
    const { path } = (await upload.json()) as StoredImage;
    const stored = await put(sales, booking.id, 'handover-photo', path);
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as BookingChecklist).items.find((i) => i.key === 'handover-photo')?.value).toBe(path);
  });

  it('takes the handover photo from the showroom\'s own staff in one step, Sales included', async () => {
    const booking = await readyBooking();
    const photoForm = async (bytes: Buffer | string, name = 'handover.jpg') => {
      const form = new FormData();
      form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
      return form;
    };
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 200 } } }).jpeg().toBuffer();
    const send = async (session: AdminSession, key: string, form: FormData, id = booking.id) =>
      call(app, session, stockPaths.bookingChecklistPhoto(id, key), { method: 'POST', form });

    // Refused before anything is stored: another showroom's staff, a non-photo item, an unknown
    // item, a file that is not a photo.
    const before = await stockSnapshot(app);
    const media = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]!.n;
    const mediaBefore = await media();
    expect((await send(otherSales, 'handover-photo', await photoForm(photo))).status).toBe(403);
    const notPhoto = await send(sales, 'pdi', await photoForm(photo));
    expect(notPhoto.status).toBe(400);
    expect(((await notPhoto.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('pdi');
    expect((await send(sales, 'no-such-item', await photoForm(photo))).status).toBe(404);
    const text = await send(sales, 'handover-photo', await photoForm('not a picture at all', 'notes.jpg'));
    expect(text.status).toBe(400);
    expect(((await text.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('file');
    expect(await stockSnapshot(app)).toBe(before);
    expect(await media()).toBe(mediaBefore);

    // Sales of the booking's showroom: stored and set, with who and when.
    const res = await send(sales, 'handover-photo', await photoForm(photo));
    expect(res.status, await res.clone().text()).toBe(200);
    const item = ((await res.json()) as BookingChecklist).items.find((i) => i.key === 'handover-photo')!;
    expect(item.value).toMatch(/^\/media\//);
    expect(item.setBy).toBeTruthy();
    const served = await app.fetch(item.value!);
    expect(served.status).toBe(200);

    // Once delivered, the checklist stays as it was.
    await completeChecklist(app, sales, booking.id);
    expect((await deliver(sales, booking.id)).status).toBe(200);
    expect((await send(sales, 'handover-photo', await photoForm(photo))).status).toBe(409);
  });
});
