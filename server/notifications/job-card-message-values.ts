/**
 * What a job card's message says, read when it is sent (docs/workshop.md "Messages to the
 * customer"), in the language of the customer's lead: the customer's name, the card's
 * reference and the vehicle's registration, the showroom with its service phone and opening
 * hours (Manage > Site as it is now), the /track link with the reference filled in, and for
 * "approval needed" how many of the batch's items still wait and their total with GST.
 */
import type { Queryable } from '../db/connect.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import { isLanguage, type Language } from '#contract/language.ts';
import { jobCardMessageWords } from '#contract/job-card-message-words.ts';
import { hindiOpeningHours } from '#contract/opening-hours.ts';
import { formatPaise } from '#contract/payments.ts';
import type { MessageEvent, MessageValues } from '#contract/messages.ts';
import { messageWords } from '#contract/message-words.ts';
import { lineColumns, lineRecordOf, totalsOf, type LineRow } from '../workshop/job-card-repository.ts';
import type { SupplyKind } from '#contract/workshop-tax.ts';
import { phoneFor, type LeadMessage } from './message-values.ts';

interface CardFacts {
  reference: string;
  registration: string;
  model: string;
  customer_name: string;
  showroom_id: number;
  supply: SupplyKind;
  language: string | null;
}

/** The approval message's batch has no item waiting any more (all decided before it went). */
export const nothingWaits = 'nothing-waits';

export async function messageOfJobCard(
  db: Queryable, jobCardId: number, leadId: string, event: MessageEvent, data: Record<string, unknown>, publicUrl: string,
): Promise<LeadMessage | typeof nothingWaits | null> {
  const { rows } = await db.query<CardFacts>(
    `SELECT j.reference, j.registration, j.model, j.customer_name, j.showroom_id::int AS showroom_id, j.supply,
            (SELECT l.language FROM leads l WHERE l.id = $2) AS language
       FROM job_cards j WHERE j.id = $1`,
    [jobCardId, leadId],
  );
  const card = rows[0];
  if (!card) return null;
  const language: Language = isLanguage(card.language) ? card.language : 'en';
  const words = jobCardMessageWords[language];
  let items = '';
  let total = '';
  if (event === 'job-approval') {
    const waiting = await db.query<LineRow>(
      `SELECT ${lineColumns} FROM estimate_lines l WHERE l.job_card_id = $1 AND l.approval_batch = $2 AND l.approval = 'pending' ORDER BY l.id`,
      [jobCardId, String(data.batch ?? '')],
    );
    if (waiting.rows.length === 0) return nothingWaits;
    items = words.items(waiting.rows.length);
    total = formatPaise(totalsOf(waiting.rows.map((r) => lineRecordOf(r, card.supply)), card.supply).totalPaise);
  }
  const site = await readSiteSettings(db);
  const showroom = site.showrooms.find((s) => s.id === Number(card.showroom_id));
  const hoursAsWritten = showroom?.hours || site.hours;
  const hours = language === 'hi' ? hindiOpeningHours(hoursAsWritten) || hoursAsWritten : hoursAsWritten;
  const values: MessageValues = {
    name: card.customer_name || messageWords[language].customer,
    reference: card.reference,
    what: words.what(card.model, card.registration),
    where: showroom ? `${showroom.name}, ${showroom.address}` : site.dealerName,
    // WhatsApp's templates take the first eight placeholders only: the hours go in {when}.
    when: event === 'job-ready' ? hours : '',
    status: event === 'job-ready' ? words.ready : words.approvalStatus(items, total),
    trackLink: `${publicUrl}/track?reference=${card.reference}`,
    dealer: site.dealerName,
    phone: phoneFor(site, showroom, 'service'),
    registration: card.registration,
    items,
    total,
    hours,
    chassis: '',
  };
  return { values, language, calendar: null };
}
