/**
 * A million finance enquiries made in SQL (generate_series): Indian names, ten-digit
 * mobiles, e-mails built from the name, the finance model slugs, loan amounts, spread
 * over the last two years. Deterministic (derived from the row number) so runs compare.
 *
 * The per-row daily-count trigger is disabled for the bulk insert and the counts of the
 * kind are recomputed in one GROUP BY afterwards, all in one transaction: a million
 * trigger upserts into ~730 hot counter rows would multiply the load time, and the
 * recomputation gives the exact numbers the trigger would have kept. The bench checks
 * that the counts sum to the row count. Every other trigger (the report search copy)
 * stays on, so the data is exactly what the application would have written.
 */
import type { Db } from '../server/db/connect.ts';
// Slugs the server accepts as sent: each a catalogue model or one the forms once offered.
import { earlierListedModels } from '#contract/catalogue-model-field.ts';

const firstNames = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan', 'Rohan', 'Karan',
  'Rahul', 'Amit', 'Sandeep', 'Manoj', 'Deepak', 'Vikram', 'Suresh', 'Ravi', 'Ananya', 'Diya', 'Priya', 'Kavya',
  'Neha', 'Pooja', 'Sneha', 'Riya', 'Anjali', 'Meera', 'Sunita', 'Nisha', 'Shreya', 'Simran', 'Harpreet', 'Gurpreet',
  'Mohit', 'Nitin', 'Pankaj', 'Yogesh',
];
const surnames = [
  'Sharma', 'Verma', 'Gupta', 'Singh', 'Kumar', 'Yadav', 'Chauhan', 'Malhotra', 'Kapoor', 'Mehta', 'Jain', 'Agarwal',
  'Bansal', 'Saini', 'Rathi', 'Dahiya', 'Sehrawat', 'Khatri', 'Arora', 'Bhatia', 'Iyer', 'Nair', 'Reddy', 'Das',
  'Mishra', 'Tiwari', 'Pandey', 'Joshi', 'Chaudhary', 'Grewal',
];

export const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/**
 * Row i of `rows` as a person (name, e-mail, mobile, one of `models` as m) arriving at a
 * time spread evenly over the `days` before now, oldest first, as a live table fills, so
 * rows of the same days share heap pages as they do in production (random arrival order
 * would make every index walk jump between pages). Used with `FROM generate_series(...)
 * AS i, ${personPick(models)}`.
 */
export function personColumns(rows: number, days: number): string {
  return `now() - make_interval(secs => ((${rows} - 1 - i)::bigint * ${days * 86400} / ${rows} + (i * 7) % 60)::double precision) AS created_at,
    f || ' ' || s AS name,
    lower(f) || '.' || lower(s) || (i % 1000)::text || '@example.in' AS email,
    (9000000000 + (i::bigint * 7919) % 999999999)::text AS mobile,
    m AS model`;
}

export function personPick(models: readonly string[]): string {
  return `LATERAL (SELECT (${sqlArray(firstNames)})[1 + (i * 7) % ${firstNames.length}] AS f,
                    (${sqlArray(surnames)})[1 + ((i / ${firstNames.length}) * 11) % ${surnames.length}] AS s,
                    (${sqlArray(models)})[1 + (i * 3) % ${models.length}] AS m) AS pick`;
}

/** Rows i in [from, to) of `rows` finance enquiries over the last two years. */
function insertBatch(from: number, to: number, rows: number): string {
  return `
INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name, mobile, email, model, reg_no)
SELECT id, 'finance', created_at,
  jsonb_build_object('name', name, 'email', email, 'contact', mobile, 'loanAmount', loan, 'model', model,
    'message', 'Please call about EMI options', 'agreed', true, 'selectedPOA', '', 'selectedPOI', ''),
  md5(id::text), name, mobile, email, model, ''
FROM (
  SELECT gen_random_uuid() AS id, ${personColumns(rows, 730)},
    (30000 + (i % 90) * 1000)::text AS loan
  FROM generate_series(${from}, ${to - 1}) AS i, ${personPick(earlierListedModels)}
) AS g`;
}

/** A name fragment the report search is timed with: one first name and surname pair in 1,200. */
export const searchFragment = 'rohan meh';

export async function generateFinanceRows(db: Db, rows: number, onProgress: (done: number) => void): Promise<void> {
  const batch = 100_000;
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE enquiries DISABLE TRIGGER enquiries_count');
    await tx.query("DELETE FROM enquiries WHERE kind = 'finance'");
    for (let from = 0; from < rows; from += batch) {
      await tx.query(insertBatch(from, Math.min(rows, from + batch), rows));
      onProgress(Math.min(rows, from + batch));
    }
    await tx.query("DELETE FROM enquiry_daily_counts WHERE kind = 'finance'");
    await tx.query(`INSERT INTO enquiry_daily_counts (kind, day, n)
      SELECT 'finance', (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int FROM enquiries WHERE kind = 'finance' GROUP BY 2`);
    await tx.query('ALTER TABLE enquiries ENABLE TRIGGER enquiries_count');
  });
  // Fresh statistics and visibility maps for every table the insert touched (the row,
  // its counts and whatever the triggers keep), as autovacuum leaves them on a live
  // database; without them the planner guesses a kind holds a few thousand rows.
  await db.exec('VACUUM (ANALYZE)');
  const check = await db.query<{ rows: number; counted: number }>(`SELECT
    (SELECT count(*)::int FROM enquiries WHERE kind = 'finance') AS rows,
    (SELECT coalesce(sum(n), 0)::int FROM enquiry_daily_counts WHERE kind = 'finance') AS counted`);
  const c = check.rows[0];
  if (!c || c.rows !== rows || c.counted !== rows) throw new Error(`daily counts do not match the rows: ${JSON.stringify(c)}`);
}
