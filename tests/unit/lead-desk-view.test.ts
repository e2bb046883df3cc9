/**
 * What the desk shows from its copy: tabs (Today = new, due today, overdue), filters and
 * search, follow-up times at 10:30 IST, IST date-times, and the WhatsApp greeting.
 */
import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '#contract/lead-api.ts';
import { followUpIn, followUpOn } from '../../src/admin/leads/followup-times.ts';
import { compareLeads, inTab, matchesFilter, noFilter } from '../../src/admin/leads/lead-view.ts';
import { ageText, istDateTime, kindLabel, whatsappHref } from '../../src/admin/leads/lead-text.ts';

const now = new Date('2026-11-23T06:00:00Z'); // 11:30 IST

function lead(over: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: '0a1b2c3d-0000-4000-8000-000000000001', kind: 'product', group: 'sales', status: 'contacted', showroomId: 2, ownerId: 'meena',
    nextFollowUpAt: null, firstResponseAt: null, closedAt: null, closeReason: null, closeReasonText: '', version: 1,
    createdAt: '2026-11-20T05:00:00Z', lastActivityAt: '2026-11-20T05:00:00Z', reference: '0A1B2C3D', name: 'Asha Verma',
    mobile: '9811000001', email: 'asha@example.in', model: 'activa-6g', preferredShowroom: 2, preferredDate: '', payload: {},
    ownerName: 'Meena', slaDueAt: '2026-11-20T07:00:00Z', conflicts: [], quote: null, ...over,
  };
}

describe('the desk tabs and filters', () => {
  it('Today holds new leads, follow-ups due today (IST) and overdue ones, never closed ones', () => {
    expect(inTab(lead({ status: 'new' }), 'today', now)).toBe(true);
    expect(inTab(lead({ nextFollowUpAt: '2026-11-23T17:00:00Z' }), 'today', now)).toBe(true); // 22:30 IST today
    expect(inTab(lead({ nextFollowUpAt: '2026-11-23T19:00:00Z' }), 'today', now)).toBe(false); // 00:30 IST tomorrow
    expect(inTab(lead({ nextFollowUpAt: '2026-11-21T05:00:00Z' }), 'today', now)).toBe(true);
    expect(inTab(lead(), 'today', now)).toBe(false);
    expect(inTab(lead({ status: 'lost', closedAt: '2026-11-22T05:00:00Z' }), 'today', now)).toBe(false);
    expect(inTab(lead({ status: 'lost', closedAt: '2026-11-22T05:00:00Z' }), 'closed', now)).toBe(true);
    expect(inTab(lead(), 'open', now)).toBe(true);
  });

  it('Today lists the newest lead first, whatever is due', () => {
    const older = lead({ id: 'a', status: 'new', createdAt: '2026-11-22T05:00:00Z', slaDueAt: '2026-11-22T07:00:00Z' });
    const overdue = lead({ id: 'b', createdAt: '2026-11-20T05:00:00Z', nextFollowUpAt: '2026-11-21T05:00:00Z' });
    const newest = lead({ id: 'c', status: 'new', createdAt: '2026-11-23T05:50:00Z', slaDueAt: '2026-11-23T07:50:00Z' });
    expect([older, overdue, newest].sort(compareLeads('today')).map((l) => l.id)).toEqual(['c', 'a', 'b']);
  });

  it('names a product enquiry as staff say it: a test ride', () => {
    expect(kindLabel('product')).toBe('Test ride');
    expect(kindLabel('service')).toBe('Service booking');
  });

  it('filters by showroom, owner, kind and status, and searches name, mobile, model and reference', () => {
    const open = { ...noFilter, tab: 'open' as const };
    expect(matchesFilter(lead(), { ...open, showroom: '2' }, now)).toBe(true);
    expect(matchesFilter(lead(), { ...open, showroom: 'none' }, now)).toBe(false);
    expect(matchesFilter(lead({ showroomId: null }), { ...open, showroom: 'none' }, now)).toBe(true);
    expect(matchesFilter(lead(), { ...open, owner: 'arjun' }, now)).toBe(false);
    expect(matchesFilter(lead({ ownerId: null }), { ...open, owner: 'none' }, now)).toBe(true);
    expect(matchesFilter(lead(), { ...open, kind: 'service' }, now)).toBe(false);
    expect(matchesFilter(lead(), { ...open, status: 'contacted' }, now)).toBe(true);
    for (const q of ['asha', 'VERMA', '98110 00001', 'Activa 6G', 'activa', '0a1b2c3d']) expect(matchesFilter(lead(), { ...open, q }, now)).toBe(true);
    expect(matchesFilter(lead(), { ...open, q: 'shine' }, now)).toBe(false);
  });
});

describe('the desk words', () => {
  it('follow-ups fall at 10:30 IST on the chosen IST day', () => {
    expect(followUpOn('2026-11-24')).toBe('2026-11-24T05:00:00.000Z');
    expect(followUpIn(1, now)).toBe('2026-11-24T05:00:00.000Z');
    expect(followUpIn(7, now)).toBe('2026-11-30T05:00:00.000Z');
    // 23:50 IST is still the 23rd: tomorrow is the 24th.
    expect(followUpIn(1, new Date('2026-11-23T18:20:00Z'))).toBe('2026-11-24T05:00:00.000Z');
  });

  it('dates and times read as in India, ages in minutes, hours or days', () => {
    expect(istDateTime('2026-11-23T04:35:00Z')).toBe('23 Nov 2026, 10:05 am');
    expect(ageText('2026-11-23T05:15:00Z', now)).toBe('45 min');
    expect(ageText('2026-11-22T06:00:00Z', now)).toBe('1 day');
  });

  it('WhatsApp opens a chat with the Indian number and a greeting naming the model', () => {
    const href = whatsappHref(lead({ mobile: '+91 98110 00001' }), 'Activa 6G');
    expect(href.startsWith('https://wa.me/919811000001?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain('Hello Asha, ');
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain('about the Activa 6G');
  });
});
