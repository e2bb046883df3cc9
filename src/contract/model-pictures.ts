/**
 * Which picture a screen shows for a model, and the address it is fetched from: one rule
 * for the page that draws it and for the server, which names the landing screens' main
 * picture in the HTML so the browser fetches it before the script has run.
 */
import type { Vehicle } from './catalogue-types.ts';

/** A listing card's picture: the model's image, else its icon. */
export function cardPicture(model: Pick<Vehicle, 'image' | 'bikeIcon'>): string {
  return model.image || model.bikeIcon;
}

/** A picture on another site (a full http(s) address), used as it is. */
export function isExternalMedia(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** A stored media path as the site serves it (uploads stored with backslashes included). */
export function mediaPath(path: string): string {
  if (!path || isExternalMedia(path)) return path;
  return path.replace(/\\/g, '/');
}
