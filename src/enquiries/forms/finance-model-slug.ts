/**
 * requirements 2.3: the finance page accepts a bike name from navigation state and preselects
 * that model. The name a page passes ('Activa 6G DLX', 'XBLADE') is matched to the nearest
 * model the choice offers, through their slugs ('activa-6g', 'x-blade'); by default the
 * slugs the forms offered before they read the catalogue.
 */
import { earlierListedModels } from '#contract/catalogue-model-field.ts';

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const compact = (value: string) => value.replace(/-/g, '');

/**
 * The finance slug for a bike name, or null when none is near: the same slug, then the
 * same letters without separators ('X-Blade' -> 'x-blade', 'XBLADE' -> 'x-blade'), then
 * the longest slug the name starts with ('Activa 6G DLX' -> 'activa-6g'), then the first
 * slug that starts with the name ('Livo' -> 'livo-110').
 */
export function financeSlugFor(bikeName: string, slugs: readonly string[] = earlierListedModels): string | null {
  const slug = slugify(bikeName);
  if (!slug) return null;
  if (slugs.includes(slug)) return slug;
  const name = compact(slug);
  const same = slugs.find((s) => compact(s) === name);
  if (same) return same;
  const prefixes = slugs.filter((s) => name.startsWith(compact(s))).sort((a, b) => compact(b).length - compact(a).length);
  if (prefixes[0]) return prefixes[0];
  if (name.length < 3) return null;
  return slugs.find((s) => compact(s).startsWith(name)) ?? null;
}

/** The catalogue model nearest to a bike name, by the same steps; null when none is near. */
export function nearestCatalogueModel(bikeName: string, catalogue: readonly string[]): string | null {
  const slugs = catalogue.map(slugify);
  const slug = financeSlugFor(bikeName, slugs);
  return slug === null ? null : catalogue[slugs.indexOf(slug)] ?? null;
}
