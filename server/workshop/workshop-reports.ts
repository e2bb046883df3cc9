/**
 * The rows of the workshop reports (src/contract/workshop-reports.ts, docs/workshop.md
 * "Reports"), each kept to the showrooms whose job cards the viewer works
 * (`showroomScopeOf`, server/auth/staff-scope.ts) and in its order. Days are IST calendar
 * days of the instants kept; amounts come from the lines' own tax (lineTax through
 * `lineRecordOf`), so a report's figures are the bills' and estimates' to the paisa.
 */
import { formatIstDateTime, istDateOf } from '#contract/ist-date.ts';
import { dueKindLabels, type DueKindName } from '#contract/service-reminders.ts';
import type { ServiceType } from '#contract/workshop.ts';
import type { SupplyKind } from '#contract/workshop-tax.ts';
import {
  allTechnicians, declinedByCustomer, noTechnician, repeatRepairDays, repeatServiceTypes, workshopServiceTypeLabels,
} from '#contract/workshop-reports.ts';
import type { Queryable } from '../db/connect.ts';
import { scopeCondition, type LeadScope } from '../auth/staff-scope.ts';
import type { ShowroomNames } from '../site/showroom-list.ts';
import { istDay, istRange } from '../stock/stock-reports.ts';
import { lineColumns, lineRecordOf, type LineRow } from './job-card-repository.ts';

export interface WorkshopReportInput {
  db: Queryable;
  scope: LeadScope;
  /** YYYY-MM-DD or '' for no bound. */
  fromDate: string;
  toDate: string;
  names: ShowroomNames;
}

type Rows = Record<string, string>[];
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** Paise as rupees to the paisa, without '₹' or grouping (the screen and the PDF add them). */
const rupees = (paise: number) => (paise / 100).toFixed(2);
/** The technician's name, else their user id (an account with no name), else null for none chosen. */
const technicianSql = (card: string, admin: string) => `coalesce(nullif(trim(${admin}.user_name), ''), ${card}.technician_id)`;
const serviceType = (value: unknown) => workshopServiceTypeLabels[value as ServiceType] ?? text(value);

/** Job cards opened per IST day and showroom: every technician's together, then each technician's. */
export async function jobsPerDayRows({ db, scope, fromDate, toDate, names }: WorkshopReportInput): Promise<Rows> {
  const params: unknown[] = [];
  const where = `${istRange('c.created_at', fromDate, toDate, params)} AND ${scopeCondition(scope, 'c.showroom_id', params)}`;
  const { rows } = await db.query<Record<string, unknown>>(
    `WITH cards AS (
       SELECT ${istDay('c.created_at')} AS day, c.showroom_id, ${technicianSql('c', 'a')} AS technician, c.service_type, c.stage
         FROM job_cards c LEFT JOIN admins a ON a.user_id = c.technician_id
        WHERE ${where}
     )
     SELECT day, showroom_id, technician, grouping(technician) AS every_technician, count(*)::int AS jobs,
       count(*) FILTER (WHERE service_type = 'free')::int AS free_jobs,
       count(*) FILTER (WHERE service_type = 'paid')::int AS paid_jobs,
       count(*) FILTER (WHERE service_type = 'repair')::int AS repair_jobs,
       count(*) FILTER (WHERE service_type = 'accident')::int AS accident_jobs,
       count(*) FILTER (WHERE stage = 'delivered')::int AS delivered_jobs
       FROM cards
      GROUP BY GROUPING SETS ((day, showroom_id), (day, showroom_id, technician))
      ORDER BY day, showroom_id, grouping(technician) DESC, technician NULLS LAST`,
    params,
  );
  return rows.map((r) => ({
    day: text(r.day), showroom: names.place(Number(r.showroom_id)),
    technician: Number(r.every_technician) === 1 ? allTechnicians : (r.technician === null ? noTechnician : text(r.technician)),
    jobs: text(r.jobs), free_jobs: text(r.free_jobs), paid_jobs: text(r.paid_jobs), repair_jobs: text(r.repair_jobs),
    accident_jobs: text(r.accident_jobs), delivered_jobs: text(r.delivered_jobs),
  }));
}

/**
 * Vehicles delivered within the days: from the job card's opening (the vehicle at the counter)
 * to its move to Delivered (job_card_stage_events), in hours to one decimal.
 */
export async function turnaroundRows({ db, scope, fromDate, toDate, names }: WorkshopReportInput): Promise<Rows> {
  const params: unknown[] = [];
  const where = `${istRange('e.at', fromDate, toDate, params)} AND ${scopeCondition(scope, 'c.showroom_id', params)}`;
  const { rows } = await db.query<Record<string, unknown> & { created_at: Date | string; delivered_at: Date | string }>(
    `SELECT c.reference, c.registration, c.showroom_id, ${technicianSql('c', 'a')} AS technician, c.service_type,
            c.created_at, e.at AS delivered_at
       FROM job_cards c JOIN job_card_stage_events e ON e.job_card_id = c.id AND e.to_stage = 'delivered'
       LEFT JOIN admins a ON a.user_id = c.technician_id
      WHERE ${where}
      ORDER BY e.at, c.id`,
    params,
  );
  return rows.map((r) => {
    const ms = new Date(r.delivered_at).getTime() - new Date(r.created_at).getTime();
    return {
      delivered_on: istDateOf(new Date(r.delivered_at)), job_card: text(r.reference), registration: text(r.registration),
      showroom: names.place(Number(r.showroom_id)), technician: r.technician === null ? noTechnician : text(r.technician),
      service_type: serviceType(r.service_type), arrived_at: formatIstDateTime(new Date(r.created_at)),
      delivered_at: formatIstDateTime(new Date(r.delivered_at)), turnaround_hours: (Math.round(ms / 360_000) / 10).toFixed(1),
    };
  });
}

interface RevenueLine extends LineRow {
  bill_id: string;
  bill_supply: SupplyKind;
  billed_at: Date | string;
  showroom_id: number;
}

/** Bills made per IST day and showroom: parts and labour before GST, the GST split, the total. */
export async function revenueRows({ db, scope, fromDate, toDate, names }: WorkshopReportInput): Promise<Rows> {
  const params: unknown[] = [];
  const where = `${istRange('b.created_at', fromDate, toDate, params)} AND ${scopeCondition(scope, 'c.showroom_id', params)}`;
  const { rows } = await db.query<RevenueLine>(
    `SELECT ${lineColumns}, b.id AS bill_id, b.supply AS bill_supply, b.created_at AS billed_at, c.showroom_id
       FROM bills b JOIN job_cards c ON c.id = b.job_card_id
       JOIN bill_lines bl ON bl.bill_id = b.id JOIN estimate_lines l ON l.id = bl.estimate_line_id
      WHERE ${where}
      ORDER BY b.created_at, b.id, l.id`,
    params,
  );
  interface Day { day: string; showroomId: number; bills: Set<string>; parts: number; labour: number; cgst: number; sgst: number; igst: number; total: number }
  const days = new Map<string, Day>();
  for (const r of rows) {
    const day = istDateOf(new Date(r.billed_at));
    const key = `${day}|${r.showroom_id}`;
    const sum = days.get(key) ?? { day, showroomId: Number(r.showroom_id), bills: new Set(), parts: 0, labour: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
    days.set(key, sum);
    const line = lineRecordOf(r, r.bill_supply);
    sum.bills.add(r.bill_id);
    if (line.kind === 'part') sum.parts += line.taxablePaise;
    else sum.labour += line.taxablePaise;
    sum.cgst += line.cgstPaise;
    sum.sgst += line.sgstPaise;
    sum.igst += line.igstPaise;
    sum.total += line.totalPaise;
  }
  return [...days.values()]
    .sort((a, b) => a.day.localeCompare(b.day) || a.showroomId - b.showroomId)
    .map((d) => ({
      day: d.day, showroom: names.place(d.showroomId), bills: String(d.bills.size), parts_amount: rupees(d.parts), labour_amount: rupees(d.labour),
      cgst_amount: rupees(d.cgst), sgst_amount: rupees(d.sgst), igst_amount: rupees(d.igst), gst_amount: rupees(d.cgst + d.sgst + d.igst),
      total_amount: rupees(d.total),
    }));
}

interface DeclinedLine extends LineRow {
  reference: string;
  registration: string;
  showroom_id: number;
  customer_name: string;
  supply: SupplyKind;
  staff_name: string | null;
}

/** Estimate lines declined within the days, with what each would have cost with GST and who declined it. */
export async function declinedRows({ db, scope, fromDate, toDate, names }: WorkshopReportInput): Promise<Rows> {
  const params: unknown[] = [];
  const where = `${istRange('l.decided_at', fromDate, toDate, params)} AND ${scopeCondition(scope, 'c.showroom_id', params)}`;
  const { rows } = await db.query<DeclinedLine>(
    `SELECT ${lineColumns}, c.reference, c.registration, c.showroom_id, c.customer_name, c.supply,
            coalesce(nullif(trim(a.user_name), ''), l.decided_staff) AS staff_name
       FROM estimate_lines l JOIN job_cards c ON c.id = l.job_card_id
       LEFT JOIN admins a ON a.user_id = l.decided_staff
      WHERE l.approval = 'declined' AND ${where}
      ORDER BY l.decided_at, l.id`,
    params,
  );
  return rows.map((r) => {
    const line = lineRecordOf(r, r.supply);
    return {
      declined_on: istDateOf(new Date(r.decided_at!)), job_card: r.reference, registration: r.registration, showroom: names.place(Number(r.showroom_id)),
      customer: r.customer_name, item: line.name, code: line.code, declined_amount: rupees(line.totalPaise),
      declined_by: r.decided_by === 'customer' ? declinedByCustomer : `At the counter: ${text(r.staff_name)}`,
    };
  });
}

/**
 * Job cards opened within the days for a repair or an accident repair whose vehicle (the same
 * registration) was delivered at most `repeatRepairDays` IST days before, with the latest
 * such delivery. Free and paid services are the schedule's visits, not a comeback.
 */
export async function repeatRepairRows({ db, scope, fromDate, toDate, names }: WorkshopReportInput): Promise<Rows> {
  const params: unknown[] = [[...repeatServiceTypes], repeatRepairDays];
  const where = `${istRange('c.created_at', fromDate, toDate, params)} AND ${scopeCondition(scope, 'c.showroom_id', params)}`;
  const istDate = (column: string) => `(${column} AT TIME ZONE 'Asia/Kolkata')::date`;
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT c.reference, c.registration, c.showroom_id, c.service_type, c.complaints, ${istDay('c.created_at')} AS back_on,
            p.reference AS earlier_reference, ${istDay('p.delivered_at')} AS earlier_delivered_on, p.technician AS earlier_technician,
            ${istDate('c.created_at')} - ${istDate('p.delivered_at')} AS days_after
       FROM job_cards c
       JOIN LATERAL (
         SELECT e.reference, d.at AS delivered_at, ${technicianSql('e', 'a')} AS technician
           FROM job_cards e JOIN job_card_stage_events d ON d.job_card_id = e.id AND d.to_stage = 'delivered'
           LEFT JOIN admins a ON a.user_id = e.technician_id
          WHERE e.registration = c.registration AND e.id <> c.id AND d.at <= c.created_at
            AND ${istDate('c.created_at')} - ${istDate('d.at')} <= $2
          ORDER BY d.at DESC LIMIT 1
       ) p ON true
      WHERE c.service_type = ANY($1::text[]) AND ${where}
      ORDER BY c.created_at, c.id`,
    params,
  );
  return rows.map((r) => ({
    back_on: text(r.back_on), job_card: text(r.reference), registration: text(r.registration), showroom: names.place(Number(r.showroom_id)),
    service_type: serviceType(r.service_type), complaints: text(r.complaints), earlier_delivered_on: text(r.earlier_delivered_on),
    earlier_job_card: text(r.earlier_reference), earlier_technician: r.earlier_technician === null ? noTechnician : text(r.earlier_technician),
    days_after: text(r.days_after),
  }));
}

const channelNames: Record<string, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };
const stateWords: Record<string, string> = { sent: 'sent', queued: 'waiting to send', failed: 'failed' };

/**
 * Service reminders queued to customers within the days (server/workshop/service-reminders.ts:
 * one reminder is one key, its messages one per channel), each with its channels' states and
 * the first job card of the same registration opened after it: the vehicle came back.
 */
export async function reminderRows({ db, scope, fromDate, toDate, names }: WorkshopReportInput): Promise<Rows> {
  const params: unknown[] = [];
  const range = istRange('m.created_at', fromDate, toDate, params);
  const { rows } = await db.query<Record<string, unknown> & { reminded_at: Date | string; channels: string[] }>(
    `WITH reminders AS (
       SELECT m.event_key, min(m.created_at) AS reminded_at, m.data->>'registration' AS registration, m.data->>'kind' AS kind,
              m.data->>'dueOn' AS due_on, m.data->>'daysBefore' AS days_before, (m.data->>'showroomId')::int AS showroom_id,
              array_agg(m.channel || ':' || m.state ORDER BY m.channel) AS channels
         FROM customer_messages m
        WHERE m.event = 'service-due' AND ${range}
        GROUP BY m.event_key, m.data->>'registration', m.data->>'kind', m.data->>'dueOn', m.data->>'daysBefore', m.data->>'showroomId'
     )
     SELECT r.*, back.reference AS back_reference, back.created_at AS back_at
       FROM reminders r
       LEFT JOIN LATERAL (
         SELECT c.reference, c.created_at FROM job_cards c
          WHERE c.registration = r.registration AND c.created_at > r.reminded_at
          ORDER BY c.created_at, c.id LIMIT 1
       ) back ON true
      WHERE ${scopeCondition(scope, 'r.showroom_id', params)}
      ORDER BY r.reminded_at, r.registration, r.event_key`,
    params,
  );
  return rows.map((r) => ({
    reminded_on: istDateOf(new Date(r.reminded_at)), registration: text(r.registration), showroom: names.place(Number(r.showroom_id)),
    reminder: dueKindLabels[r.kind as DueKindName] ?? text(r.kind), due_on: text(r.due_on), days_before: text(r.days_before),
    sent_by: r.channels.map((c) => {
      const [channel = '', state = ''] = c.split(':');
      return `${channelNames[channel] ?? channel} ${stateWords[state] ?? state}`;
    }).join(', '),
    came_back_on: r.back_at ? istDateOf(new Date(r.back_at as string)) : '', job_card: text(r.back_reference),
  }));
}
