import { describe, expect, it } from 'vitest';
import { enquiryKindIds } from '#contract/enquiry-kinds.ts';
import { leadCursorPattern, trackSchema } from '#contract/lead-api.ts';
import { referencePattern } from '#contract/lead-reference.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { reportQuerySchema } from '#contract/report-query.ts';
import { reports } from '#contract/reports.ts';
import { showroomIdOf } from '#contract/site.ts';
import { defaultSiteSettings, showroomPlaceIn } from '#contract/site-settings.ts';
import { leadEventBodySchema } from '#contract/lead-events.ts';
import { applyLeadEvent, conflictsOf, type LeadState, type StoredEventRef } from '#contract/lead-state.ts';
import { istDate, slaDueAt, slaState } from '#contract/lead-sla.ts';
import { kindGroups, leadGroups, statusMoveError, statusIdsWhere } from '#contract/lead-statuses.ts';
import { normalizeIndianMobile } from '#contract/mobile.ts';

const lead: LeadState = {
  id: '0b6f4a8e-2c1d-4e5f-9a7b-1c2d3e4f5a6b',
  kind: 'product',
  group: 'sales',
  status: 'new',
  showroomId: null,
  ownerId: null,
  nextFollowUpAt: null,
  firstResponseAt: null,
  closedAt: null,
  closeReason: null,
  closeReasonText: '',
  version: 0,
  createdAt: '2026-11-23T04:00:00.000Z',
  lastActivityAt: '2026-11-23T04:00:00.000Z',
};

describe('lead statuses', () => {
  it('puts every enquiry kind in a group, with the statuses each group names', () => {
    expect(Object.keys(kindGroups).sort()).toEqual([...enquiryKindIds].sort());
    expect(leadGroups.sales.statuses.map((s) => s.label)).toEqual(['New', 'Contacted', 'Test ride booked', 'Test ride cancelled', 'Booked', 'Delivered', 'Lost']);
    expect(leadGroups.service.statuses.map((s) => s.label)).toEqual(['New', 'Confirmed', 'Done', 'Cancelled']);
    expect(leadGroups.other.statuses.map((s) => s.label)).toEqual(['New', 'In progress', 'Closed']);
    expect(kindGroups.amc).toBe('service');
    expect(kindGroups.joyclub).toBe('sales');
    expect(kindGroups.career).toBe('other');
  });

  it('allows any status of the group but New, and asks Lost and Cancelled for a reason', () => {
    expect(statusMoveError('sales', 'contacted', undefined, undefined)).toBeUndefined();
    expect(statusMoveError('sales', 'delivered', undefined, undefined)).toBeUndefined();
    expect(statusMoveError('sales', 'confirmed', undefined, undefined)).toMatch(/^Status must be one of: Contacted, Test ride booked/);
    expect(statusMoveError('service', 'new', undefined, undefined)).toBe('A lead cannot be moved back to New');
    expect(statusMoveError('sales', 'lost', undefined, undefined)).toBe('Please choose why the lead is lost');
    expect(statusMoveError('service', 'cancelled', 'price', undefined)).toBeUndefined();
    expect(statusMoveError('sales', 'lost', 'other', '  ')).toBe('Please write the reason');
    expect(statusMoveError('sales', 'lost', 'other', 'Moved to Jaipur')).toBeUndefined();
    expect(statusMoveError('other', 'closed', 'price', undefined)).toBe('Closed takes no reason');
  });

  it('lists open and closed status ids for filters', () => {
    expect(statusIdsWhere(false).sort()).toEqual(['cancelled', 'closed', 'delivered', 'done', 'lost']);
    expect(statusIdsWhere(true)).toContain('new');
  });
});

describe('applyLeadEvent', () => {
  const by = 'asha';
  it('a call is the first response and bumps the version; a note changes nothing else', () => {
    const called = applyLeadEvent(lead, { type: 'call', data: { channel: 'phone', outcome: 'no_answer' }, at: '2026-11-23T05:00:00.000Z', by });
    expect(called).toMatchObject({ version: 1, firstResponseAt: '2026-11-23T05:00:00.000Z', status: 'new' });
    const noted = applyLeadEvent(called, { type: 'note', data: { text: 'Call after 6' }, at: '2026-11-23T06:00:00.000Z', by });
    expect(noted).toMatchObject({ version: 2, firstResponseAt: '2026-11-23T05:00:00.000Z', lastActivityAt: '2026-11-23T06:00:00.000Z' });
  });

  it('closing records when and why, drops the follow-up; reopening clears them', () => {
    const followed = applyLeadEvent(lead, { type: 'followup', data: { at: '2026-11-24T05:00:00+05:30' }, at: '2026-11-23T05:00:00.000Z', by });
    expect(followed.nextFollowUpAt).toBe('2026-11-23T23:30:00.000Z');
    const lost = applyLeadEvent(followed, { type: 'status', data: { status: 'lost', reason: 'other', reasonText: ' Moved away ' }, at: '2026-11-23T07:00:00.000Z', by });
    expect(lost).toMatchObject({ status: 'lost', closedAt: '2026-11-23T07:00:00.000Z', closeReason: 'other', closeReasonText: 'Moved away', nextFollowUpAt: null, firstResponseAt: '2026-11-23T07:00:00.000Z' });
    const reopened = applyLeadEvent(lost, { type: 'status', data: { status: 'contacted' }, at: '2026-11-23T08:00:00.000Z', by });
    expect(reopened).toMatchObject({ status: 'contacted', closedAt: null, closeReason: null, closeReasonText: '', version: 3 });
  });

  it('assigns owner and showroom separately', () => {
    const owned = applyLeadEvent(lead, { type: 'assign', data: { ownerId: 'ravi' }, at: lead.createdAt, by });
    expect(owned).toMatchObject({ ownerId: 'ravi', showroomId: null });
    const moved = applyLeadEvent(owned, { type: 'assign', data: { showroomId: 3 }, at: lead.createdAt, by });
    expect(moved).toMatchObject({ ownerId: 'ravi', showroomId: 3 });
  });
});

describe('conflictsOf', () => {
  const applied: StoredEventRef[] = [
    { id: 'e1', by: 'ravi', version: 5, type: 'status', data: { status: 'contacted' } },
    { id: 'e2', by: 'ravi', version: 6, type: 'note', data: { text: 'Asked for brochure' } },
    { id: 'e3', by: 'asha', version: 7, type: 'assign', data: { ownerId: 'asha' } },
  ];

  it('flags a field another author set after the base version, with both values', () => {
    const conflicts = conflictsOf({ type: 'status', data: { status: 'lost', reason: 'price' }, baseVersion: 4, by: 'asha' }, applied);
    expect(conflicts).toEqual([{ field: 'status', theirValue: 'contacted', theirBy: 'ravi', theirEventId: 'e1', yourValue: 'lost' }]);
  });

  it('does not flag own changes, changes before the base, equal values, notes or calls', () => {
    expect(conflictsOf({ type: 'status', data: { status: 'lost', reason: 'price' }, baseVersion: 5, by: 'asha' }, applied)).toEqual([]);
    expect(conflictsOf({ type: 'status', data: { status: 'contacted' }, baseVersion: 4, by: 'asha' }, applied)).toEqual([]);
    expect(conflictsOf({ type: 'assign', data: { ownerId: 'meena' }, baseVersion: 4, by: 'asha' }, applied)).toEqual([]);
    expect(conflictsOf({ type: 'note', data: { text: 'x' }, baseVersion: 0, by: 'meena' }, applied)).toEqual([]);
    expect(conflictsOf({ type: 'call', data: { channel: 'phone', outcome: 'busy' }, baseVersion: 0, by: 'meena' }, applied)).toEqual([]);
  });

  it('flags an owner change against another author', () => {
    const conflicts = conflictsOf({ type: 'assign', data: { ownerId: 'meena', showroomId: 2 }, baseVersion: 4, by: 'ravi' }, applied);
    expect(conflicts).toEqual([{ field: 'ownerId', theirValue: 'asha', theirBy: 'asha', theirEventId: 'e3', yourValue: 'meena' }]);
  });
});

describe('event bodies', () => {
  const base = { id: '6F1C2B3A-1111-4222-8333-944455556666', baseVersion: 0, at: '2026-11-23T10:15:00.000Z' };
  it('accepts each type and lower-cases the id', () => {
    const parsed = leadEventBodySchema.parse({ ...base, type: 'call', data: { channel: 'whatsapp', outcome: 'reached' } });
    expect(parsed.id).toBe('6f1c2b3a-1111-4222-8333-944455556666');
    expect(leadEventBodySchema.safeParse({ ...base, type: 'followup', data: { at: null } }).success).toBe(true);
    expect(leadEventBodySchema.safeParse({ ...base, type: 'assign', data: { showroomId: 4 } }).success).toBe(true);
  });

  it('refuses unknown types, empty notes, bad outcomes, showrooms and times', () => {
    expect(leadEventBodySchema.safeParse({ ...base, type: 'delete', data: {} }).success).toBe(false);
    expect(leadEventBodySchema.safeParse({ ...base, type: 'note', data: { text: '   ' } }).success).toBe(false);
    expect(leadEventBodySchema.safeParse({ ...base, type: 'call', data: { channel: 'phone', outcome: 'maybe' } }).success).toBe(false);
    // The shape of a showroom id only: whether it is stored, the server checks (tests/api/showrooms-as-data.test.ts).
    expect(leadEventBodySchema.safeParse({ ...base, type: 'assign', data: { showroomId: 0 } }).success).toBe(false);
    expect(leadEventBodySchema.safeParse({ ...base, type: 'assign', data: { showroomId: 'Sector 18' } }).success).toBe(false);
    expect(leadEventBodySchema.safeParse({ ...base, type: 'assign', data: {} }).success).toBe(false);
    expect(leadEventBodySchema.safeParse({ ...base, at: 'yesterday', type: 'note', data: { text: 'x' } }).success).toBe(false);
    expect(leadEventBodySchema.safeParse({ ...base, id: 'not-a-uuid', type: 'note', data: { text: 'x' } }).success).toBe(false);
  });
});

describe('SLA in working hours (09:30-19:00 IST)', () => {
  const ist = (local: string) => new Date(`${local}+05:30`);
  it('counts two working hours inside the day', () => {
    expect(slaDueAt(ist('2026-11-23T10:00:00')).toISOString()).toBe(ist('2026-11-23T12:00:00').toISOString());
  });
  it('carries what is left past closing into the next morning', () => {
    expect(slaDueAt(ist('2026-11-23T18:00:00')).toISOString()).toBe(ist('2026-11-24T10:30:00').toISOString());
  });
  it('starts a lead that arrives at night at opening time', () => {
    expect(slaDueAt(ist('2026-11-23T22:45:00')).toISOString()).toBe(ist('2026-11-24T11:30:00').toISOString());
    expect(slaDueAt(ist('2026-11-24T06:00:00')).toISOString()).toBe(ist('2026-11-24T11:30:00').toISOString());
  });
  it('takes a configured number of hours, spanning days', () => {
    expect(slaDueAt(ist('2026-11-23T09:30:00'), 12).toISOString()).toBe(ist('2026-11-24T12:00:00').toISOString());
  });
  it('tells met, due, breached and late apart', () => {
    const due = ist('2026-11-23T12:00:00');
    expect(slaState(due, ist('2026-11-23T11:00:00'), ist('2026-11-23T13:00:00'))).toBe('met');
    expect(slaState(due, ist('2026-11-23T12:30:00'), ist('2026-11-23T13:00:00'))).toBe('late');
    expect(slaState(due, null, ist('2026-11-23T11:59:00'))).toBe('due');
    expect(slaState(due, null, ist('2026-11-23T12:01:00'))).toBe('breached');
  });
  it('names the IST day of a time', () => {
    expect(istDate(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(istDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
  });
});

describe('references and mobiles', () => {
  // The server makes references now (docs/security.md); the contract only knows their shape.
  it('a reference is 8 upper-case letters and digits: the server\'s new ones and the older hex ones', () => {
    for (const good of ['0B6F4A8E', 'K7QX2MZP']) expect(referencePattern.test(good), good).toBe(true);
    for (const bad of ['0b6f4a8e', 'K7QX2MZ', 'K7QX2MZP9', 'K7QX-MZP']) expect(referencePattern.test(bad), bad).toBe(false);
  });
  it('normalises how people write Indian mobiles and refuses the rest', () => {
    for (const text of ['9811040001', '98110 40001', '+91 98110-40001', '+919811040001', '09811040001', '919811040001', '0091 98110 40001']) {
      expect(normalizeIndianMobile(text), text).toBe('9811040001');
    }
    for (const text of ['1234', '5811040001', '98110400011', 'abcdefghij', '+1 9811040001', '']) {
      expect(normalizeIndianMobile(text), text).toBeUndefined();
    }
  });
  it('the track lookup takes a reference with spaces or lower case and a formatted mobile', () => {
    expect(trackSchema.parse({ reference: ' 0b6f 4a8e ', mobile: '+91 98110 40001' })).toEqual({ reference: '0B6F4A8E', mobile: '9811040001' });
    expect(trackSchema.safeParse({ reference: 'XYZ', mobile: '9811040001' }).success).toBe(false);
    expect(trackSchema.safeParse({ reference: '0B6F4A8E', mobile: '12345' }).success).toBe(false);
  });
});

describe('what the server adds to the contract', () => {
  it('names models for people: slugs become labels, names stay as written', () => {
    expect(modelDisplayName('activa-6g')).toBe('Activa 6G');
    expect(modelDisplayName('hornet-2-0')).toBe('Hornet 2.0');
    expect(modelDisplayName(' cb200x ')).toBe('CB200X');
    expect(modelDisplayName('Shine 100')).toBe('Shine 100');
    expect(modelDisplayName('CBR 150R')).toBe('CBR 150R');
    expect(modelDisplayName('')).toBe('');
  });

  it('reads a showroom choice leniently: anything but a showroom id is "any showroom"', () => {
    expect([1, '2', ' 3 ', 4, 5, '12'].map(showroomIdOf)).toEqual([1, 2, 3, 4, 5, 12]);
    expect([0, -2, '', 'x', null, undefined, 2.5, '123456', 40000, {}].map(showroomIdOf)).toEqual(Array(10).fill(null));
  });

  it('names a showroom as Manage > Site does, a closed one marked so', () => {
    const showrooms = [...defaultSiteSettings.showrooms, { ...defaultSiteSettings.showrooms[0]!, id: 5, name: 'Gurgaon Two Wheelers, Sohna Road', closed: true }];
    expect(showroomPlaceIn(showrooms, 2)).toBe('Sector 18');
    expect(showroomPlaceIn(showrooms, 5)).toBe('Sohna Road (closed)');
    expect(showroomPlaceIn(showrooms, null)).toBe('');
  });

  it('accepts sync cursors of both kinds and nothing else', () => {
    for (const since of ['0', '42', '9223372036854775807', '120.45']) expect(leadCursorPattern.test(since), since).toBe(true);
    for (const since of ['', '-1', '1.2.3', '1e3', 'abc', '.5']) expect(leadCursorPattern.test(since), since).toBe(false);
  });

  it('filters reports by a lead status, or none', () => {
    expect(reportQuerySchema.parse({ status: 'contacted' }).status).toBe('contacted');
    expect(reportQuerySchema.parse({}).status).toBe('');
    expect(reportQuerySchema.parse({ status: null }).status).toBe('');
    expect(reportQuerySchema.safeParse({ status: 'maybe' }).success).toBe(false);
    for (const report of reports) expect(report.columns.slice(-3).map((c) => c.heading)).toEqual(['Status', 'Showroom', 'Owner']);
  });
});
