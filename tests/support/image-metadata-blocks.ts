/**
 * The metadata blocks an encoded picture carries, read from its container rather than by
 * searching its bytes for a word (compressed pixels may hold any three letters by chance):
 * a JPEG's APPn segments before its scan (APP1 holds EXIF and XMP, APP13 IPTC), a WebP's
 * RIFF chunks named EXIF or XMP.
 */
export function metadataBlocks(bytes: Buffer): string[] {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegMetadata(bytes);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpMetadata(bytes);
  throw new Error('neither a JPEG nor a WebP');
}

function jpegMetadata(bytes: Buffer): string[] {
  const found: string[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda) break; // start of scan: pixels follow, no more headers
    const length = bytes.readUInt16BE(at + 2);
    // APP1 (EXIF, XMP) and APP13 (IPTC); APP0 (JFIF) and APP2 (ICC colour) are not personal data.
    if (marker === 0xe1 || marker === 0xed) found.push(`APP${marker - 0xe0}`);
    at += 2 + length;
  }
  return found;
}

function webpMetadata(bytes: Buffer): string[] {
  const found: string[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const name = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (name === 'EXIF' || name === 'XMP ') found.push(name.trim());
    at += 8 + size + (size % 2);
  }
  return found;
}
