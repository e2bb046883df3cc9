/**
 * The photo case of `npm run bench` (docs/media.md): a 4000x3000 phone JPEG of about 12 MB,
 * uploaded through POST /api/admin/media/images to the running server, timed until the
 * answer (every width and format made and stored), and the bytes a 390 px phone (3x
 * screen) downloads for the detail page's main picture: the WebP its <picture> picks.
 */
import { pictureSizes, responsiveSources } from '#contract/media.ts';
import { mediaApiPaths, type StoredImage } from '#contract/media-uploads.ts';
import type { AdminSession } from '../tests/faults/support/admin-session.ts';
import { phonePhoto } from '../tests/support/phone-photo.ts';

export interface PhotoFigures {
  inputBytes: number;
  /** Upload to answer, seconds (median of the runs). */
  readySeconds: number[];
  /** The detail picture a 390 px phone at 3x downloads. */
  phoneUrl: string;
  phoneBytes: number;
}

/** The candidate a browser picks: the narrowest at least as wide as the slot's device pixels. */
function picked(entries: { url: string; width: number }[], devicePixels: number) {
  return entries.find((e) => e.width >= devicePixels) ?? entries[entries.length - 1]!;
}

export async function benchPhotos(baseUrl: string, session: AdminSession, runs = 3): Promise<PhotoFigures> {
  const readySeconds: number[] = [];
  let inputBytes = 0;
  let stored: StoredImage | null = null;
  for (let run = 0; run < runs; run++) {
    // A new photo each run (its grain differs), so nothing is stored already.
    const photo = await phonePhoto({ width: 4000, height: 3000, orientation: 6, quality: 97, grain: 34 });
    inputBytes = photo.length;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${run}.JPG`);
    const t0 = performance.now();
    const res = await session.fetch(mediaApiPaths.images, { method: 'POST', body: form });
    if (res.status !== 201) throw new Error(`photo upload answered ${res.status}: ${await res.text()}`);
    stored = (await res.json()) as StoredImage;
    readySeconds.push((performance.now() - t0) / 1000);
  }
  // pictureSizes.detail: the full width below 800 px, so 390 CSS px at 3x.
  if (!pictureSizes.detail.startsWith('(max-width: 799px) 100vw')) throw new Error('the detail sizes changed: update the phone case');
  const sources = responsiveSources(stored!.path)!;
  const phone = picked(sources.modern.entries, 390 * 3);
  const bytes = (await (await fetch(`${baseUrl}${phone.url}`)).arrayBuffer()).byteLength;
  return { inputBytes, readySeconds, phoneUrl: phone.url, phoneBytes: bytes };
}
