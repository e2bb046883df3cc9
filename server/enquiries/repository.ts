/**
 * SQL of the enquiries table. The id is the client's Idempotency-Key, so a replayed
 * submission can never be stored twice (architecture "One flow"): the row and its
 * uploaded file are written in one transaction, `ON CONFLICT (id) DO NOTHING`. Its lead
 * (docs/lead-desk.md) is inserted by the same statement, from the enquiry row that
 * statement inserted: a new enquiry gets exactly one lead, a replay none. The lead's
 * reference, the one the customer is given, is made by the database (migration 110) and
 * returned here: a replay answers the reference stored the first time.
 */
import type { Db, Queryable } from '../db/connect.ts';
import { insertFile, type NewFile } from '../files/repository.ts';
import type { NewLeadColumns } from '../leads/new-lead.ts';
import type { StoredLeadQuote } from '#contract/lead-quote.ts';

export interface IndexedColumns {
  name: string;
  mobile: string;
  email: string;
  model: string;
  regNo: string;
}

export interface NewEnquiry {
  id: string;
  kind: string;
  createdAt: Date;
  payload: Record<string, unknown>;
  bodyHash: string;
  indexed: IndexedColumns;
  file: NewFile | null;
  lead: NewLeadColumns;
  /** The on-road quote the enquiry carried, as the server checked it. */
  quote?: StoredLeadQuote | null;
}

type StoreResult = { stored: true; reference: string } | { stored: false; existingHash: string; reference: string };

/** Thrown inside the transaction to roll the file back when another request won the id. */
class AlreadyStored extends Error {}

interface Existing {
  hash: string;
  reference: string;
}

async function existing(db: Queryable, id: string): Promise<Existing | null> {
  const { rows } = await db.query<{ body_hash: string; reference: string | null }>(
    'SELECT e.body_hash, l.reference FROM enquiries e LEFT JOIN leads l ON l.id = e.id WHERE e.id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { hash: row.body_hash, reference: row.reference ?? '' } : null;
}

const replayOf = (found: Existing | null): StoreResult => ({ stored: false, existingHash: found?.hash ?? '', reference: found?.reference ?? '' });

/** The reference of a stored enquiry's lead ('' if it has none). */
export async function referenceOfLead(db: Queryable, id: string): Promise<string> {
  const { rows } = await db.query<{ reference: string }>('SELECT reference FROM leads WHERE id = $1', [id]);
  return rows[0]?.reference ?? '';
}

/** The one statement that stores an enquiry and makes its lead (the bench times it straight too). */
export const insertSql = `WITH enquiry AS (
     INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name, mobile, email, model, reg_no, file_id, quote, quote_differs)
     VALUES ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8, $9, $10, $11, $17::text::jsonb, $18::boolean)
     ON CONFLICT (id) DO NOTHING RETURNING id, kind, created_at
   )
   INSERT INTO leads (id, kind, showroom_id, preferred_showroom, created_at, last_activity_at, sla_due_at, name, mobile, model, change_seq,
                      language, updates_consent_at, updates_consent_wording)
   SELECT id, kind, $12::smallint, $12::smallint, created_at, created_at, $13::timestamptz, $14::text, $15::text, $16::text, next_lead_change(),
          $19::text, CASE WHEN $20::text <> '' THEN created_at END, $20::text
   FROM enquiry
   RETURNING id, reference`;

export function insertParams(enquiry: NewEnquiry, fileId: string | null): unknown[] {
  const { indexed, lead } = enquiry;
  return [
    enquiry.id, enquiry.kind, enquiry.createdAt, JSON.stringify(enquiry.payload), enquiry.bodyHash,
    indexed.name, indexed.mobile, indexed.email, indexed.model, indexed.regNo, fileId,
    lead.showroomId, lead.slaDueAt, lead.name, lead.mobile, lead.model,
    enquiry.quote ? JSON.stringify(enquiry.quote) : null, enquiry.quote ? enquiry.quote.differs : null,
    // The customer's language and updates consent (received with the enquiry: its time is the lead's).
    lead.language, lead.updatesConsent,
  ];
}

/** Work done in the transaction that stores a new enquiry (its messages and alerts, docs/notifications.md). */
export type OnStored = (tx: Queryable) => Promise<void>;

export async function storeEnquiry(db: Db, enquiry: NewEnquiry, onStored?: OnStored): Promise<StoreResult> {
  // Without a file the row is one statement, atomic on its own: one round trip instead of
  // four (docs/performance.md: the submission rate was bound by database round trips).
  // A replay finds the conflict and reads the stored hash. What the enquiry causes is
  // queued in the same transaction, so it is queued exactly when the enquiry is stored.
  if (!enquiry.file && onStored) {
    const reference = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ reference: string }>(insertSql, insertParams(enquiry, null));
      if (inserted.rows.length === 0) return null;
      await onStored(tx);
      return inserted.rows[0]!.reference;
    });
    if (reference !== null) return { stored: true, reference };
    return replayOf(await existing(db, enquiry.id));
  }
  if (!enquiry.file) {
    const inserted = await db.query<{ reference: string }>(insertSql, insertParams(enquiry, null));
    if (inserted.rows.length > 0) return { stored: true, reference: inserted.rows[0]!.reference };
    return replayOf(await existing(db, enquiry.id));
  }
  // A replay is the common case of a retried outbox entry: answer it without writing.
  const seen = await existing(db, enquiry.id);
  if (seen !== null) return replayOf(seen);
  try {
    const reference = await db.transaction(async (tx) => {
      const fileId = enquiry.file ? (await insertFile(tx, enquiry.file)).id : null;
      const inserted = await tx.query<{ reference: string }>(insertSql, insertParams(enquiry, fileId));
      if (inserted.rows.length === 0) throw new AlreadyStored();
      await onStored?.(tx);
      return inserted.rows[0]!.reference;
    });
    return { stored: true, reference };
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
    return replayOf(await existing(db, enquiry.id));
  }
}
