/** How a model name from a URL becomes the key the catalogue is looked up by. */
import { bikeKey } from '#contract/api-paths.ts';

/** Longest model key looked up; anything longer cannot be a model (no query is made). */
const maxKeyLength = 100;

/** requirements 2.3: the model name with spaces removed, so "Shine 100" finds Shine100 too; null when it cannot be a model. */
export function modelKeyOf(name: string): string | null {
  const key = bikeKey(name);
  return key === '' || key.length > maxKeyLength ? null : key;
}
