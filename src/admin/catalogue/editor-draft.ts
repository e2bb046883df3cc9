/**
 * The model as the editor holds it: the contract's draft with prices as the text typed
 * (the server reads '82000.50' as a number), so a half-typed price is kept as it is.
 * Colours, features and accessories carry a `rowKey` of this device's own: an upload that
 * answers after the list changed (a row added, moved or removed meanwhile) writes its path
 * into the row it was chosen for, found by that key, never into a place by its number.
 * The server's schema does not know `rowKey` and leaves it out of what it stores.
 */
import type { ModelDraft } from '#contract/catalogue-studio.ts';

interface Keyed { rowKey?: string }

export type EditorDraft = Omit<ModelDraft, 'variants' | 'accessories' | 'colours' | 'features'> & {
  variants: { name: string; price: string }[];
  colours: (ModelDraft['colours'][number] & Keyed)[];
  features: (ModelDraft['features'][number] & Keyed)[];
  accessories: (Omit<ModelDraft['accessories'][number], 'price'> & { price: string } & Keyed)[];
};

export type KeyedList = 'colours' | 'features' | 'accessories';

let counter = 0;
/** A key unique on this device for the life of a draft (time and a counter: no two alike). */
export function newRowKey(): string {
  counter += 1;
  return `r${Date.now().toString(36)}${counter.toString(36)}`;
}

/** Gives every keyed row that lacks one (a draft from the server, or saved before keys) its key. */
export function withRowKeys(draft: EditorDraft): EditorDraft {
  const keyed = <R extends Keyed>(rows: R[] | undefined): R[] => (rows ?? []).map((r) => (r.rowKey ? r : { ...r, rowKey: newRowKey() }));
  return { ...draft, colours: keyed(draft.colours), features: keyed(draft.features), accessories: keyed(draft.accessories) };
}

export function toEditor(draft: ModelDraft): EditorDraft {
  return withRowKeys({
    ...draft,
    variants: draft.variants.map((v) => ({ name: v.name, price: String(v.price) })),
    accessories: draft.accessories.map((a) => ({ ...a, price: String(a.price) })),
  });
}

/** Changes the one row with this key, in the draft as it is now; a row removed meanwhile is left removed. */
export function patchRow<K extends KeyedList>(draft: EditorDraft, list: K, rowKey: string, patch: Partial<EditorDraft[K][number]>): EditorDraft {
  const rows = draft[list] as EditorDraft[K][number][];
  return { ...draft, [list]: rows.map((r) => (r.rowKey === rowKey ? { ...r, ...patch } : r)) };
}

/** Moves item `from` of a list to `to` (reorder buttons). */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
