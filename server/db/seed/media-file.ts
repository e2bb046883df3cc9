/**
 * A generated file as it is stored in `files`: its path is the public URL the server
 * serves verbatim, content-addressed (first 10 hex of the sha256) so it can be cached
 * forever and changes name whenever its bytes change.
 */
import { createHash } from 'node:crypto';

export interface MediaFile {
  id: string;
  path: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

const contentTypes = { svg: 'image/svg+xml', pdf: 'application/pdf' } as const;

export type MediaExt = keyof typeof contentTypes;

/** `/media/<folder>/<name>-<hash10>.<ext>`; the id is derived from the path so reseeding is stable. */
export function mediaFile(folder: string, name: string, ext: MediaExt, content: string | Uint8Array): MediaFile {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const path = `/media/${folder}/${name}-${sha256.slice(0, 10)}.${ext}`;
  return { id: uuidFrom(path), path, contentType: contentTypes[ext], bytes, sha256 };
}

/** A version-4-shaped uuid made from a hash of `text`. */
function uuidFrom(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
