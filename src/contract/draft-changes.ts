/**
 * What a publish changes, in plain words (docs/catalogue.md "Changing, hiding, taking back"): the live model
 * before and the draft that replaces it. Shared by the server, which records the list with
 * each publish, and the editor, which shows it before Publish is confirmed.
 */
import { groupIndian } from './indian-grouping.ts';
import { specSections } from './catalogue-types.ts';
import { keyFigureLabels, shownSpecRows, studioTypeLabels, type ModelDraft } from './catalogue-studio.ts';

const rupees = (n: number) => `₹${groupIndian(n, Number.isInteger(n) ? 0 : 2)}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Named items (variants, colours): added, removed, and each one changed, by name. */
function namedChanges<T extends { name: string }>(
  what: string, before: T[], after: T[], detail: (b: T, a: T) => string[],
): string[] {
  const out: string[] = [];
  const old = new Map(before.map((x) => [x.name, x]));
  const now = new Map(after.map((x) => [x.name, x]));
  for (const a of after) {
    const b = old.get(a.name);
    if (!b) out.push(`${what} added: ${a.name}`);
    else out.push(...detail(b, a));
  }
  for (const b of before) if (!now.has(b.name)) out.push(`${what} removed: ${b.name}`);
  const kept = (list: T[], other: Map<string, T>) => list.filter((x) => other.has(x.name)).map((x) => x.name);
  if (out.length === 0 && !same(kept(before, now), kept(after, old))) out.push(`${what}s reordered`);
  return out;
}

export function describeChanges(before: ModelDraft | null, after: ModelDraft): string[] {
  if (!before) {
    return [
      `New ${studioTypeLabels[after.type].toLowerCase()}: ${after.name}`,
      [
        plural(after.variants.length, 'variant'), plural(after.colours.length, 'colour'),
        plural(after.photos.more.length + (after.photos.main ? 1 : 0), 'photo'), plural(after.frames.length, '360 frame'),
      ].join(', '),
    ];
  }
  const out: string[] = [];
  const text = (label: string, b: string, a: string) => {
    if (b !== a) out.push(a ? `${label}: ${b || '(none)'} → ${a}` : `${label} removed`);
  };
  if (before.type !== after.type) out.push(`Type: ${studioTypeLabels[before.type]} → ${studioTypeLabels[after.type]}`);
  text('Name', before.name, after.name);
  text('Brand', before.brand, after.brand);
  if (before.description !== after.description) out.push('Description changed');
  if (before.descriptionHi !== after.descriptionHi) out.push('Hindi description changed');
  for (const key of ['engine', 'power', 'transmission'] as const) {
    text(keyFigureLabels[after.type][key], before.keyFigures[key], after.keyFigures[key]);
  }
  out.push(...namedChanges('Variant', before.variants, after.variants, (b, a) =>
    b.price !== a.price ? [`Price of ${a.name}: ${rupees(b.price)} → ${rupees(a.price)}`] : []));
  out.push(...namedChanges('Colour', before.colours, after.colours, (b, a) => [
    ...(b.photo !== a.photo ? [`Photo of ${a.name} changed`] : []),
    ...(b.swatch !== a.swatch ? [`Swatch of ${a.name} changed`] : []),
    ...(b.nameHi !== a.nameHi ? [`Hindi name of ${a.name} changed`] : []),
  ]));
  if (before.photos.main !== after.photos.main) out.push('Main photo changed');
  if (!same(before.photos.more, after.photos.more)) out.push(`More photos: ${before.photos.more.length} → ${after.photos.more.length}`);
  for (const s of specSections) {
    // Rows without a value are not published: adding the usual rows changes nothing yet.
    if (!same(shownSpecRows(before.specifications[s.field]), shownSpecRows(after.specifications[s.field]))) out.push(`${s.title} specifications changed`);
  }
  if (!same(before.features, after.features)) out.push(`Features changed (${plural(after.features.length, 'feature')})`);
  if (!same(before.accessories, after.accessories)) out.push(`Accessories changed (${plural(after.accessories.length, 'accessory', 'accessories')})`);
  if (!same(before.frames, after.frames)) {
    out.push(after.frames.length ? `360 view: ${plural(after.frames.length, 'frame')}` : '360 view removed');
  }
  if (before.brochure !== after.brochure) out.push(after.brochure ? (before.brochure ? 'Brochure changed' : 'Brochure added') : 'Brochure removed');
  return out;
}
