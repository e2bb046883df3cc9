/**
 * The image pipeline (docs/media.md): an uploaded photo becomes the files the site serves.
 * - Checked by content: JPEG, PNG or WebP by its first bytes, then decoded for real (a
 *   file that starts like a JPEG but does not decode is "unreadable", never a 500).
 * - Turned upright from its EXIF orientation, then every metadata block dropped: phone
 *   photos carry the GPS position of the dealer's showroom or home. sharp writes no EXIF,
 *   XMP or IPTC unless asked to, and converts to sRGB.
 * - Resized once to the largest width, kept as raw pixels, and every smaller width made
 *   from those pixels (decoding a 12 MB JPEG is the slow part; it happens once, with
 *   shrink-on-load), then encoded as WebP and as a JPEG fallback
 *   (docs/decisions/photo-widths-and-formats.md for the widths, formats and qualities).
 *   That pixel work runs in the photo worker (photo-worker.ts), off the server's thread.
 * No AVIF: measured at several seconds per photo on two cores for a few KB less than WebP.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { mediaFilePath, mediaFormats, widthsFor, type MediaExt, type MediaKind } from '#contract/media.ts';
import { detectImageType } from '../files/image-type.ts';
import { makePixels, PixelsUnreadable, type PhotoEncoding } from './photo-worker.ts';

/** Changes whenever the pipeline's output for the same input changes, so no URL ever changes its bytes. */
const pipelineVersion = 'v1';

/** Qualities picked by the benchmark (docs/decisions/photo-widths-and-formats.md). */
const encodings: { [E in MediaExt]: PhotoEncoding<E> } = {
  webp: { ext: 'webp', format: 'webp', options: { quality: 74, effort: 3, smartSubsample: false } },
  jpg: { ext: 'jpg', format: 'jpeg', options: { quality: 76, mozjpeg: true } },
};
const contentTypes: Record<MediaExt, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** Pixels of one decoded input at most (sharp's own default guard is 268 MP); a 4000x3000 photo is 12 MP. */
const maxInputPixels = 100_000_000;

type ImageRefusal = 'notImage' | 'unreadable';

export class ImageRefused extends Error {
  readonly reason: ImageRefusal;
  constructor(reason: ImageRefusal) {
    super(reason);
    this.name = 'ImageRefused';
    this.reason = reason;
  }
}

export interface MadeFile {
  path: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  ext: MediaExt;
}

export interface ProcessedImage {
  /** The stored path: the JPEG at the largest width. */
  path: string;
  width: number;
  height: number;
  files: MadeFile[];
  /** The upload as sent, and its type by content. */
  original: { bytes: Buffer; contentType: string; extension: string };
}

/** The content types the pipeline accepts (GIF is not a photo). */
export function acceptedImageType(bytes: Buffer) {
  const type = detectImageType(bytes);
  return type && type.contentType !== 'image/gif' ? type : null;
}

export function mediaKey(bytes: Buffer): string {
  return createHash('sha256').update(pipelineVersion).update(bytes).digest('hex').slice(0, 24);
}

/** Makes every width and format of an upload; refuses what is not a readable JPEG, PNG or WebP. */
export async function processImage(bytes: Buffer, kind: MediaKind): Promise<ProcessedImage> {
  const type = acceptedImageType(bytes);
  if (!type) throw new ImageRefused('notImage');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
  } catch {
    throw new ImageRefused('unreadable');
  }
  if (!meta.width || !meta.height) throw new ImageRefused('unreadable');
  // EXIF orientations 5-8 turn the picture a quarter: its width is the stored height.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const uprightWidth = quarterTurn ? meta.height : meta.width;
  const widths = widthsFor(kind, uprightWidth);
  const largest = widths[widths.length - 1]!;
  const key = mediaKey(bytes);
  let made;
  try {
    made = await makePixels({ bytes, widths, encodings: mediaFormats.map(({ ext }): PhotoEncoding<MediaExt> => encodings[ext]), maxInputPixels });
  } catch (error) {
    throw error instanceof PixelsUnreadable ? new ImageRefused('unreadable') : error;
  }
  const files: MadeFile[] = made.files.map(({ width, ext, bytes: encoded }) => (
    { path: mediaFilePath(kind, key, width, ext), contentType: contentTypes[ext], bytes: encoded, width, ext }
  ));
  return {
    path: mediaFilePath(kind, key, largest, 'jpg'),
    width: made.width,
    height: made.height,
    files,
    original: { bytes, contentType: type.contentType, extension: type.extension },
  };
}
