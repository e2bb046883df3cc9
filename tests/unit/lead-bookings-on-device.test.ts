/**
 * A lead's bookings as the device knows them, for its page with no signal
 * (docs/stock-and-delivery.md "The Bookings screen", "From a lead"): the lead's own from the copy of Manage >
 * Bookings with the copy's age, and its counter bookings still waiting in the outbox.
 */
import { describe, expect, it } from 'vitest';
import { stockPaths, type BookingRecord, type BookingRequest, type StockKind } from '#contract/stock.ts';
import { leadBookingsOnDevice } from '../../src/admin/leads/lead-bookings-on-device.ts';
import { counterBookingKind, waitingBookings } from '../../src/admin/stock/booking-outbox.ts';
import type { OutboxEntry } from '../../src/lib/outbox/outbox-entry.ts';

const lead = '0f8fad5b-d9cb-469f-a165-70867728950e';
const otherLead = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const kinds: StockKind[] = [{ id: 3, name: 'Shine 100', variants: ['Drum'], colours: ['Black'] }];

function booking(id: number, leadId: string | null): BookingRecord {
  return {
    id, reference: `BK-${String(id).padStart(6, '0')}`, modelId: 3, model: 'Shine 100', variant: 'Drum', colour: 'Black', showroomId: 1,
    customerName: 'Kavya Rao', mobile: '9811040011', leadId, state: 'booked', vehicleId: null, vin: null, engineNo: null,
    overrideReason: null, createdAt: '2026-11-30T05:00:00.000Z', createdBy: 'ravi', version: 1,
  };
}

function queued(body: BookingRequest, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: crypto.randomUUID(), kind: counterBookingKind, label: '', method: 'POST', path: stockPaths.bookings, encoding: 'json', body: { ...body },
    auth: 'admin', createdAt: 1, status: 'pending', attempts: 0, nextAttemptAt: 0, leaseUntil: 0, lastError: null, ...over,
  } as OutboxEntry;
}

const request: BookingRequest = { modelId: 3, variant: 'Drum', colour: 'Black', showroomId: 1, customerName: 'Kavya Rao', mobile: '9811040011' };

describe("a lead's bookings on the device", () => {
  it("lists the copy's bookings made for the lead, with the copy's age", () => {
    const copy = { rows: [booking(1, lead), booking(2, otherLead), booking(3, null), booking(4, lead)], syncedAt: 1_700 };
    const shown = leadBookingsOnDevice(lead, copy, []);
    expect(shown.bookings?.map((b) => b.id)).toEqual([1, 4]);
    expect(shown.syncedAt).toBe(1_700);
    expect(leadBookingsOnDevice(lead, { rows: [booking(2, otherLead)], syncedAt: 1_700 }, []).bookings).toEqual([]);
  });

  it('tells a copy never kept (null) from one still being read (undefined)', () => {
    expect(leadBookingsOnDevice(lead, null, [])).toEqual({ bookings: null, syncedAt: null, waiting: [] });
    expect(leadBookingsOnDevice(lead, undefined, [])).toEqual({ bookings: undefined, syncedAt: null, waiting: [] });
  });

  it("lists the lead's own counter bookings waiting in the outbox, not another lead's or a walk-in's", () => {
    const mine = queued({ ...request, leadId: lead });
    const refused = queued({ ...request, leadId: lead }, { status: 'failed', refusedStatus: 400, lastError: 'modelId: This model is no longer sold' });
    const waiting = waitingBookings([mine, queued({ ...request, leadId: otherLead }), queued(request), refused], null, kinds);
    const shown = leadBookingsOnDevice(lead, null, waiting);
    expect(shown.waiting.map((w) => w.entryId)).toEqual([mine.id, refused.id]);
    expect(shown.waiting[0]).toMatchObject({ vehicle: 'Shine 100 · Drum · Black', problem: null });
    expect(shown.waiting[1]!.problem).toContain('This model is no longer sold');
  });
});
