/**
 * The field rules every lead form shares (src/contract/fields.ts) and the rules they are
 * built from (src/contract/submission-rules.ts): a reachable Indian mobile stored as 10
 * digits, a date never before the day the enquiry was made (IST), a showroom among the
 * four or none.
 */
import { describe, expect, it } from 'vitest';
import {
  closedShowroomMessage, mobileMessage, optionalDateFrom, optionalShowroom, pastDateMessage, requiredMobile, showroomMessage,
} from '#contract/fields.ts';
import { deviceRules, outboxDatedDays, perRules, serverEarliestDate } from '#contract/submission-rules.ts';

const issues = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('requiredMobile', () => {
  const mobile = requiredMobile('Please enter your mobile number');

  it.each(['9811040001', ' 98110 40001 ', '+91 98110 40001', '+91-98110-40001', '(+91) 98110 40001', '0091 98110 40001', '098110 40001', '919811040001', '6000000000'])(
    'stores %j as 10 digits',
    (written) => {
      expect(mobile.parse(written)).toMatch(/^[6-9]\d{9}$/);
    },
  );

  it('normalises to the same 10 digits', () => {
    expect(mobile.parse('+91 98110 40001')).toBe('9811040001');
    expect(mobile.parse('098110 40001')).toBe('9811040001');
  });

  it.each(['9811', '5811040001', '98110400011', '+1 415 555 0100', '+92 98110 40001', '98110 4000l', '0 0 0'])('refuses %j with one clear message', (written) => {
    expect(issues(mobile.safeParse(written))).toEqual([mobileMessage]);
  });

  it("asks for the number when it is missing, in the form's words", () => {
    expect(issues(mobile.safeParse(''))).toEqual(['Please enter your mobile number']);
    expect(issues(mobile.safeParse(undefined))).toEqual(['Please enter your mobile number']);
    expect(issues(mobile.safeParse('   '))).toEqual(['Please enter your mobile number']);
  });

  it('refuses an over-long text for its length alone (no pattern runs on it)', () => {
    expect(issues(mobile.safeParse('9'.repeat(100_000)))).toEqual(['must be at most 24 characters']);
  });
});

describe('optionalDateFrom', () => {
  const date = optionalDateFrom('2026-11-23');

  it('takes the first day and later ones, and no date at all', () => {
    expect(date.parse('2026-11-23')).toBe('2026-11-23');
    expect(date.parse('2027-01-01')).toBe('2027-01-01');
    expect(date.parse(undefined)).toBe('');
    expect(date.parse('')).toBe('');
  });

  it('refuses an earlier day and a date that does not exist', () => {
    expect(issues(date.safeParse('2026-11-22'))).toEqual([pastDateMessage]);
    expect(issues(date.safeParse('2025-12-31'))).toEqual([pastDateMessage]);
    expect(issues(date.safeParse('2026-11-31'))).toContain('Please enter a valid date (YYYY-MM-DD)');
  });
});

describe('optionalShowroom', () => {
  const showroom = optionalShowroom();
  // What the server knows from the dealers table: four open showrooms and a closed fifth.
  const stored = optionalShowroom({ open: [1, 2, 3, 4, 6], closed: [5] });

  it('takes a showroom id as a number or text, and none for any showroom', () => {
    expect(showroom.parse(1)).toBe(1);
    expect(showroom.parse('4')).toBe(4);
    expect(showroom.parse(' 12 ')).toBe(12);
    expect(showroom.parse(undefined)).toBeUndefined();
    expect(showroom.parse('')).toBeUndefined();
    expect(showroom.parse(null)).toBeUndefined();
  });

  it.each([0, -1, 40000, 2.5, 'Sector 18', true, {}])('refuses %j', (value) => {
    expect(issues(showroom.safeParse(value))).toEqual([showroomMessage]);
  });

  it('given the stored showrooms, takes an open one, however many there are', () => {
    expect(stored.parse(6)).toBe(6);
    expect(stored.parse('2')).toBe(2);
  });

  it('given the stored showrooms, refuses an unknown one and says a closed one has closed', () => {
    expect(issues(stored.safeParse(7))).toEqual([showroomMessage]);
    expect(issues(stored.safeParse('5'))).toEqual([closedShowroomMessage]);
  });
});

describe('the rules a schema is built from', () => {
  it('on the device: today in IST', () => {
    expect(deviceRules(new Date('2026-11-22T18:29:59Z'))).toEqual({ earliestDate: '2026-11-22' });
    expect(deviceRules(new Date('2026-11-22T18:30:00Z'))).toEqual({ earliestDate: '2026-11-23' });
  });

  it('on the server: the IST day the outbox says the enquiry was made, at most 30 days back, never ahead', () => {
    const now = new Date('2026-11-23T06:00:00Z');
    expect(serverEarliestDate(now, undefined)).toBe('2026-11-23');
    expect(serverEarliestDate(now, '2026-11-21T20:00:00.000Z')).toBe('2026-11-22');
    expect(serverEarliestDate(now, '2026-11-21T18:00:00Z')).toBe('2026-11-21');
    expect(outboxDatedDays).toBe(30);
    expect(serverEarliestDate(now, '2025-01-01T00:00:00.000Z')).toBe('2026-10-24');
    expect(serverEarliestDate(now, '2026-12-01T00:00:00.000Z')).toBe('2026-11-23');
    for (const bad of ['', 'now', '2026-11-21', '1732200000000', '2026-11-21T20:00:00+05:30', `2026-11-21T20:00:00.${'0'.repeat(60)}Z`]) {
      expect(serverEarliestDate(now, bad), bad).toBe('2026-11-23');
    }
  });

  it('a schema is built once per set of rules', () => {
    let builds = 0;
    const schema = perRules((rules) => ({ built: (builds += 1), day: rules.earliestDate }));
    const names = ['SP 125'];
    expect(schema({ earliestDate: '2026-11-23' })).toBe(schema({ earliestDate: '2026-11-23' }));
    expect(schema({ earliestDate: '2026-11-24' }).day).toBe('2026-11-24');
    expect(schema({ earliestDate: '2026-11-24', catalogueModels: names })).toBe(schema({ earliestDate: '2026-11-24', catalogueModels: names }));
    expect(builds).toBe(3);
  });
});
