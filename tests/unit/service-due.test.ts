/** The next service due (src/contract/service-due.ts): free services by count, lapsed ones skipped, then paid by date and km. */
import { describe, expect, it } from 'vitest';
import { addDays, nextServiceDue, type Visit } from '#contract/service-due.ts';
import { defaultSchedule, serviceScheduleSchema } from '#contract/service-schedule.ts';

const free = (on: string, odometerKm: number): Visit => ({ on, odometerKm, serviceType: 'free' });

describe('nextServiceDue', () => {
  it('counts the next free service from the sale day when it is known', () => {
    expect(nextServiceDue(defaultSchedule, [free('2026-11-05', 600)], '2026-10-01')).toEqual({ service: 'free-2', dueOn: '2027-03-30', dueKm: 3500 });
  });

  it('counts it from the last visit by the booklet\'s gap when the sale day is not known', () => {
    expect(nextServiceDue(defaultSchedule, [free('2026-11-05', 600)], null)).toEqual({ service: 'free-2', dueOn: '2027-03-20', dueKm: 3500 });
  });

  it('after the last free service, a paid one by date and by km from the last service, not a repair', () => {
    const visits: Visit[] = [free('2026-02-01', 700), free('2026-06-01', 3300), free('2026-10-01', 6400), { on: '2026-11-20', odometerKm: 6900, serviceType: 'repair' }];
    expect(nextServiceDue(defaultSchedule, visits, '2026-01-01')).toEqual({ service: 'paid', dueOn: '2027-03-30', dueKm: 10_400 });
  });

  it('lets a free service lapse when the vehicle is past its km or its day', () => {
    expect(nextServiceDue(defaultSchedule, [free('2026-02-01', 700), { on: '2026-06-01', odometerKm: 3600, serviceType: 'repair' }], '2026-01-01'))
      .toEqual({ service: 'free-3', dueOn: '2026-11-27', dueKm: 6500 });
    expect(nextServiceDue(defaultSchedule, [{ on: '2027-06-01', odometerKm: 9000, serviceType: 'paid' }], '2026-01-01'))
      .toEqual({ service: 'paid', dueOn: '2027-11-28', dueKm: 13_000 });
  });

  it('is nothing with no visit', () => {
    expect(nextServiceDue(defaultSchedule, [], null)).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('serviceScheduleSchema', () => {
  it('takes the default booklet and refuses windows out of order, naming the field', () => {
    expect(serviceScheduleSchema.safeParse(defaultSchedule).success).toBe(true);
    const swapped = serviceScheduleSchema.safeParse({ ...defaultSchedule, freeServices: [defaultSchedule.freeServices[1], defaultSchedule.freeServices[0]] });
    expect(swapped.success).toBe(false);
    expect(swapped.error?.issues.map((i) => i.path.join('.'))).toEqual(['freeServices.1.fromKm', 'freeServices.1.fromDays']);
  });
});
