/**
 * The model as the editor holds it: the contract's draft with prices as the text typed
 * (the server reads '82000.50' as a number), so a half-typed price is kept as it is.
 */
import type { ModelDraft } from '#contract/catalogue-studio.ts';

export type EditorDraft = Omit<ModelDraft, 'variants' | 'accessories'> & {
  variants: { name: string; price: string }[];
  accessories: (Omit<ModelDraft['accessories'][number], 'price'> & { price: string })[];
};

export function toEditor(draft: ModelDraft): EditorDraft {
  return {
    ...draft,
    variants: draft.variants.map((v) => ({ name: v.name, price: String(v.price) })),
    accessories: draft.accessories.map((a) => ({ ...a, price: String(a.price) })),
  };
}

/** Moves item `from` of a list to `to` (reorder buttons). */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
