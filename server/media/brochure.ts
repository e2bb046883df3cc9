/**
 * A brochure is a PDF by its content: it starts with `%PDF-` and ends with the `%%EOF`
 * marker (PDF 32000-1 7.5.5; readers look for it in the last 1024 bytes), so a renamed
 * picture or a download cut short is refused. Its path is made from its bytes: the same
 * brochure uploaded again is the same URL, and a new one never reuses an old URL.
 */
import { createHash } from 'node:crypto';

const pdfMagic = Buffer.from('%PDF-', 'latin1');
const endMarker = Buffer.from('%%EOF', 'latin1');

export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || !bytes.subarray(0, pdfMagic.length).equals(pdfMagic)) return false;
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes(endMarker);
}

export function brochurePath(bytes: Buffer): string {
  return `/media/brochures/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.pdf`;
}
