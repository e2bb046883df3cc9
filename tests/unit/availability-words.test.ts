/**
 * What a visitor reads about delivery (src/catalogue/availability): the contract's band words
 * in English and Hindi, the next batch's date as the site writes dates, counts only when the
 * dealer shows them, and the answer's time with its date once the day has changed. And the
 * device's copy of the last answer per model (IndexedDB).
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AvailabilityAnswer } from '#contract/stock.ts';
import { answerTime, kindsIn, showroomDeliveries } from '../../src/catalogue/availability/availability-words.ts';
import {
  availabilityDbName, closeAvailabilityCopy, readAvailabilityCopy, saveAvailabilityCopy,
} from '../../src/catalogue/availability/availability-copy.ts';

const answer: AvailabilityAnswer = {
  modelId: 1,
  model: 'Shine 100',
  // 10:40 am IST.
  computedAt: '2026-11-29T05:10:00.000Z',
  showCounts: true,
  rows: [
    { showroomId: 1, variant: 'Drum', colour: 'Black', band: 'days-2-3', nextBatchOn: '2026-12-12', inStock: 2, inTransit: 1, bookingsAhead: 0 },
    { showroomId: 2, variant: 'Drum', colour: 'Black', band: 'weeks-2-4', nextBatchOn: '2026-12-12', inStock: 0, inTransit: 1, bookingsAhead: 1 },
    { showroomId: 3, variant: 'Drum', colour: 'Black', band: 'ask', nextBatchOn: null, inStock: 0, inTransit: 0, bookingsAhead: 0 },
    { showroomId: 1, variant: 'Disc', colour: 'Red', band: 'weeks-1-2', nextBatchOn: '2026-12-01', inStock: 0, inTransit: 2, bookingsAhead: 0 },
  ],
};

describe('showroom deliveries', () => {
  it('gives each showroom the band in English, the next batch only when none is on the floor', () => {
    expect(showroomDeliveries('en', answer, 'Drum', 'Black')).toEqual([
      { showroomId: 1, band: 'Delivery in 2-3 days', inStockNow: true, nextBatch: null, counts: { inStock: 2, inTransit: 1, bookingsAhead: 0 } },
      { showroomId: 2, band: 'Delivery in 2-4 weeks', inStockNow: false, nextBatch: '12 Dec 2026', counts: { inStock: 0, inTransit: 1, bookingsAhead: 1 } },
      { showroomId: 3, band: 'Ask the showroom for a delivery date', inStockNow: false, nextBatch: null, counts: { inStock: 0, inTransit: 0, bookingsAhead: 0 } },
    ]);
  });

  it('reads in Hindi: the contract words and the Hindi month', () => {
    const [first, second] = showroomDeliveries('hi', answer, 'drum', 'BLACK');
    expect(first!.band).toBe('2-3 दिन में डिलीवरी');
    expect(second!.band).toBe('2-4 हफ़्ते में डिलीवरी');
    expect(second!.nextBatch).toBe('12 दिसंबर 2026');
  });

  it('keeps to the chosen variant and colour', () => {
    expect(showroomDeliveries('en', answer, 'Disc', 'Red').map((l) => [l.showroomId, l.band, l.nextBatch])).toEqual([
      [1, 'Delivery in 1-2 weeks', '1 Dec 2026'],
    ]);
    expect(showroomDeliveries('en', answer, 'Disc', 'Black')).toEqual([]);
  });

  it('shows no counts when the dealer hides them', () => {
    const hidden: AvailabilityAnswer = {
      ...answer,
      showCounts: false,
      rows: answer.rows.map(({ inStock: _s, inTransit: _t, bookingsAhead: _b, ...row }) => row),
    };
    expect(showroomDeliveries('en', hidden, 'Drum', 'Black').map((l) => l.counts)).toEqual([null, null, null]);
  });

  it('lists the variants and colours once each, in order', () => {
    expect(kindsIn(answer)).toEqual({ variants: ['Drum', 'Disc'], colours: ['Black', 'Red'] });
  });
});

describe('the answer time', () => {
  it('is the IST clock on the same day, in either language', () => {
    const sameDay = new Date('2026-11-29T12:00:00.000Z');
    expect(answerTime('en', answer.computedAt, sameDay)).toBe('10:40 am');
    expect(answerTime('hi', answer.computedAt, sameDay)).toBe('सुबह 10:40');
  });

  it('carries its date once the IST day has changed', () => {
    // 00:30 on 30 Nov in IST, only 19:00 UTC on the 29th.
    const nextDay = new Date('2026-11-29T19:00:00.000Z');
    expect(answerTime('en', answer.computedAt, nextDay)).toBe('29 Nov 2026, 10:40 am');
    expect(answerTime('hi', answer.computedAt, nextDay)).toBe('29 नवंबर 2026, सुबह 10:40');
  });
});

describe('the device copy of the last answer', () => {
  afterEach(async () => {
    closeAvailabilityCopy();
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(availabilityDbName);
      req.onsuccess = req.onerror = req.onblocked = () => resolve();
    });
  });

  it('keeps the last answer per model and reads none for a model never seen', async () => {
    expect(await readAvailabilityCopy('Shine100')).toBeNull();
    await saveAvailabilityCopy('Shine100', answer);
    const later = { ...answer, computedAt: '2026-11-29T06:00:00.000Z' };
    await saveAvailabilityCopy('Shine100', later);
    await saveAvailabilityCopy('Pleasure', { ...answer, modelId: 2 });
    expect(await readAvailabilityCopy('Shine100')).toEqual(later);
    expect((await readAvailabilityCopy('Pleasure'))?.modelId).toBe(2);
    expect(await readAvailabilityCopy('Unicorn')).toBeNull();
  });
});
