/**
 * The rules the desk and the server share about who has a lead and what a customer's own
 * booking change does to it (src/contract/lead-assign.ts, lead-customer-change.ts).
 */
import { describe, expect, it } from 'vitest';
import { assignRefusal, mayTakeLead, seesShowroom, type StaffInScope } from '#contract/lead-assign.ts';
import { customerBookingContent, customerChangeText } from '#contract/lead-customer-change.ts';
import { applyLeadEvent, fieldsSetBy, type LeadState } from '#contract/lead-state.ts';
import type { ShowroomId } from '#contract/site.ts';
import { staffRoles } from '#contract/staff-roles.ts';
import { statusMoveError } from '#contract/lead-statuses.ts';
import { choiceEvent } from '../../src/admin/leads/conflict-choice.ts';
import { inScope, leadScopeOf } from '../../server/auth/staff-scope.ts';

const asha: StaffInScope = { userId: 'asha', role: 'sales', showroomIds: [2] };
const mohan: StaffInScope = { userId: 'mohan', role: 'manager', showroomIds: [2] };
const ravi = { userId: 'ravi', userName: 'Ravi Kumar', role: 'sales' as const, showroomIds: [2], active: true };

describe('who sees a showroom', () => {
  it('is the leads rule of server/auth/staff-scope.ts, for every role and showroom', () => {
    for (const role of staffRoles) {
      for (const mine of [[], [1], [2, 3]] as ShowroomId[][]) {
        for (const showroomId of [1, 2, 3, 4, 5, null]) {
          expect(seesShowroom({ role, showroomIds: mine }, showroomId), `${role} ${mine.join(',')} ${showroomId}`)
            .toBe(inScope(leadScopeOf({ role, showroomIds: mine }), showroomId));
        }
      }
    }
  });
});

describe('who may give a lead to whom', () => {
  const unowned = { ownerId: null, showroomId: 2 };
  it('lets Sales take an unowned lead for themselves, and nothing else', () => {
    expect(assignRefusal(asha, unowned, { ownerId: 'asha' }, null)).toBeNull();
    expect(assignRefusal(asha, { ownerId: 'asha', showroomId: 2 }, { ownerId: 'asha' }, null)).toBeNull();
    expect(assignRefusal(asha, { ownerId: 'ravi', ownerName: 'Ravi Kumar', showroomId: 2 }, { ownerId: 'asha' }, null))
      .toEqual({ status: 409, message: 'Ravi Kumar has already taken this lead: ask a manager if it should be yours' });
    expect(assignRefusal(asha, unowned, { ownerId: 'ravi' }, ravi)?.status).toBe(403);
    expect(assignRefusal(asha, unowned, { ownerId: 'asha', showroomId: 3 }, null)?.status).toBe(403);
    expect(assignRefusal(asha, { ownerId: 'asha', showroomId: 2 }, { ownerId: null }, null)?.status).toBe(403);
  });

  it('lets Owners and Managers give a lead to an active person who sees it where it goes', () => {
    expect(assignRefusal(mohan, unowned, { ownerId: 'ravi' }, ravi)).toBeNull();
    expect(assignRefusal(mohan, unowned, { ownerId: 'ravi' }, { ...ravi, active: false })?.message).toBe('ownerId: Choose an active staff account');
    expect(assignRefusal(mohan, unowned, { ownerId: 'ravi' }, null)?.status).toBe(400);
    expect(assignRefusal(mohan, unowned, { ownerId: 'ravi', showroomId: 3 }, ravi)?.message).toMatch(/^ownerId: Ravi Kumar does not work at /);
    expect(assignRefusal(mohan, { ownerId: null, showroomId: null }, { ownerId: 'ravi' }, ravi)?.message)
      .toBe('ownerId: Ravi Kumar does not see leads without a showroom: choose the showroom too');
    expect(assignRefusal(mohan, unowned, { showroomId: 3 }, null)).toBeNull();
  });

  it('offers "Assign to me" only on an unowned lead the person may take', () => {
    expect(mayTakeLead(asha, unowned)).toBe(true);
    expect(mayTakeLead(asha, { ownerId: 'ravi', showroomId: 2 })).toBe(false);
    expect(mayTakeLead(asha, { ownerId: null, showroomId: null })).toBe(false);
    expect(mayTakeLead(mohan, { ownerId: null, showroomId: null })).toBe(true);
    expect(mayTakeLead({ userId: 'olga', role: 'owner', showroomIds: [] }, { ownerId: null, showroomId: 4 })).toBe(true);
  });
});

describe("a customer's own booking change", () => {
  const at = new Date('2026-11-23T06:00:00Z');
  const lead = (over: Partial<LeadState>): LeadState => ({
    id: 'l', kind: 'product', group: 'sales', status: 'contacted', showroomId: 2, ownerId: 'asha', nextFollowUpAt: '2026-11-30T05:00:00.000Z',
    firstResponseAt: '2026-11-20T05:00:00.000Z', closedAt: null, closeReason: null, closeReasonText: '', version: 3,
    createdAt: '2026-11-20T04:00:00.000Z', lastActivityAt: '2026-11-20T05:00:00.000Z', ...over,
  });
  const applied = (state: LeadState, change: Parameters<typeof customerBookingContent>[1]) =>
    applyLeadEvent(state, { ...customerBookingContent(state, change, at), at: at.toISOString(), by: 'customer' });

  it('turns an open test-ride lead into "Test ride cancelled", due now', () => {
    const state = lead({});
    expect(applied(state, { change: 'cancelled' })).toEqual({
      ...state, status: 'ride_cancelled', nextFollowUpAt: at.toISOString(), version: 4, lastActivityAt: at.toISOString(),
    });
    expect(fieldsSetBy(customerBookingContent(state, { change: 'cancelled' }, at))).toEqual({ status: 'ride_cancelled', nextFollowUpAt: at.toISOString() });
  });

  it('closes a service lead as cancelled by the customer, without counting as an answer', () => {
    const state = lead({ kind: 'service', group: 'service', status: 'new', firstResponseAt: null });
    expect(applied(state, { change: 'cancelled' })).toMatchObject({
      status: 'cancelled', closedAt: at.toISOString(), closeReason: 'customer_cancelled', nextFollowUpAt: null, firstResponseAt: null,
    });
  });

  it('keeps the status for a move, and any status of a closed lead', () => {
    expect(applied(lead({}), { change: 'moved', date: '2026-11-26', time: '15:30' })).toMatchObject({ status: 'contacted', nextFollowUpAt: '2026-11-30T05:00:00.000Z' });
    expect(applied(lead({ status: 'lost', closedAt: '2026-11-21T05:00:00.000Z', closeReason: 'price', nextFollowUpAt: null }), { change: 'cancelled' }))
      .toMatchObject({ status: 'lost', closeReason: 'price', nextFollowUpAt: null });
  });

  it("is kept with one tap as the customer left it, a service cancellation with its reason", () => {
    const keep = choiceEvent('status', 'cancelled', 'service', 'customer');
    expect(keep).toEqual({ type: 'status', data: { status: 'cancelled', reason: 'customer_cancelled' } });
    expect(keep.type === 'status' && statusMoveError('service', keep.data.status, keep.data.reason, undefined)).toBeUndefined();
    expect(choiceEvent('status', 'ride_cancelled', 'sales', 'customer')).toEqual({ type: 'status', data: { status: 'ride_cancelled' } });
  });

  it('says what the customer did, with the new time as people read it', () => {
    expect(customerChangeText('sales', { change: 'cancelled' })).toBe('Customer cancelled the test ride');
    expect(customerChangeText('service', { change: 'moved', date: '2026-11-26', time: '15:30' })).toBe('Customer moved the service booking to 26 Nov 2026, 3:30 pm');
  });
});
