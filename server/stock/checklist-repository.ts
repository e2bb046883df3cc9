/** SQL of the delivery checklist (migration 310, docs/stock-and-delivery.md "Delivery"). */
import type { Queryable } from '../db/connect.ts';
import type { BookingChecklistEntry, ChecklistFormat, ChecklistItem, ChecklistKind } from '#contract/delivery-checklist.ts';
import { accountNameSql, staffName } from '../staff/staff-names.ts';

interface ItemRow {
  id: number;
  key: string;
  label_en: string;
  label_hi: string;
  kind: ChecklistKind;
  format: ChecklistFormat;
  required: boolean;
  sort: number;
  retired: boolean;
}
export type StoredItem = ChecklistItem & { id: number };

const itemColumns = 'i.id, i.key, i.label_en, i.label_hi, i.kind, i.format, i.required, i.sort, i.retired';

const itemOf = (r: ItemRow): StoredItem => ({
  id: r.id, key: r.key, labelEn: r.label_en, labelHi: r.label_hi, kind: r.kind, format: r.format, required: r.required, sort: r.sort, retired: r.retired,
});
export const publicItem = ({ id: _id, ...item }: StoredItem): ChecklistItem => item;

export async function checklistItems(db: Queryable): Promise<StoredItem[]> {
  const { rows } = await db.query<ItemRow>(`SELECT ${itemColumns} FROM delivery_checklist_items i ORDER BY i.sort, i.id`);
  return rows.map(itemOf);
}

export async function checklistItemByKey(db: Queryable, key: string, lock = false): Promise<StoredItem | null> {
  const { rows } = await db.query<ItemRow>(`SELECT ${itemColumns} FROM delivery_checklist_items i WHERE i.key = $1${lock ? ' FOR UPDATE' : ''}`, [key]);
  return rows[0] ? itemOf(rows[0]) : null;
}

/** A new item, last unless given its place; null when its key is taken. */
export async function insertChecklistItem(db: Queryable, item: Omit<ChecklistItem, 'retired' | 'sort'> & { sort?: number | undefined }, by: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO delivery_checklist_items (key, label_en, label_hi, kind, format, required, sort, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, (SELECT coalesce(max(sort), 0) + 10 FROM delivery_checklist_items)), $8, $9)
     ON CONFLICT (key) DO NOTHING RETURNING id`,
    [item.key, item.labelEn, item.labelHi, item.kind, item.format, item.required, item.sort ?? null, at, by],
  );
  return rows.length > 0;
}

const changeColumns = { labelEn: 'label_en', labelHi: 'label_hi', required: 'required', sort: 'sort', retired: 'retired' } as const;

export async function updateChecklistItem(
  db: Queryable, key: string, change: Partial<Record<keyof typeof changeColumns, string | number | boolean | undefined>>, by: string, at: Date,
): Promise<void> {
  const names = (Object.keys(changeColumns) as (keyof typeof changeColumns)[]).filter((name) => change[name] !== undefined);
  const assignments = names.map((name, i) => `${changeColumns[name]} = $${i + 4}`);
  await db.query(
    `UPDATE delivery_checklist_items SET ${[...assignments, 'updated_at = $2', 'updated_by = $3'].join(', ')} WHERE key = $1`,
    [key, at, by, ...names.map((name) => change[name])],
  );
}

interface EntryRow extends ItemRow { value: string | null; set_at: Date | string | null; set_by: string | null; set_by_name: string | null }

/** The items asked now, and retired ones this booking has a value for, in order, with who set each by name. */
export async function bookingChecklistEntries(db: Queryable, bookingId: number): Promise<BookingChecklistEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${itemColumns}, v.value, v.set_at, v.set_by, ${accountNameSql('a')} AS set_by_name
     FROM delivery_checklist_items i LEFT JOIN delivery_checklist_values v ON v.item_id = i.id AND v.booking_id = $1
       LEFT JOIN admins a ON a.user_id = v.set_by
     WHERE NOT i.retired OR v.value IS NOT NULL ORDER BY i.sort, i.id`,
    [bookingId],
  );
  return rows.map((r) => ({
    ...publicItem(itemOf(r)), value: r.value, setAt: r.set_at === null ? null : new Date(r.set_at).toISOString(),
    setBy: r.set_by, setByName: r.set_by === null ? null : staffName(r.set_by_name),
  }));
}

/** The English labels of the required items not done: what keeps a booking from Delivered. */
export function missingOf(entries: readonly BookingChecklistEntry[]): string[] {
  return entries.filter((e) => e.required && !e.retired && e.value === null).map((e) => e.labelEn);
}

export async function storedValue(db: Queryable, bookingId: number, itemId: number): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM delivery_checklist_values WHERE booking_id = $1 AND item_id = $2', [bookingId, itemId]);
  return rows[0]?.value ?? null;
}

export async function setValue(db: Queryable, bookingId: number, itemId: number, value: string, by: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO delivery_checklist_values (booking_id, item_id, value, set_at, set_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (booking_id, item_id) DO UPDATE SET value = EXCLUDED.value, set_at = EXCLUDED.set_at, set_by = EXCLUDED.set_by`,
    [bookingId, itemId, value, at, by],
  );
}

export async function clearValue(db: Queryable, bookingId: number, itemId: number): Promise<void> {
  await db.query('DELETE FROM delivery_checklist_values WHERE booking_id = $1 AND item_id = $2', [bookingId, itemId]);
}

/** Whether a picture is stored at this path (public media, not an original or a resume). */
export async function mediaStored(db: Queryable, path: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM files WHERE path = $1 AND visibility = 'media'", [path]);
  return rows.length > 0;
}
