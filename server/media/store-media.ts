/**
 * Stores what the pipeline made: every width and format as public media, and the upload
 * as it was sent, kept for the dealer but never public (it may carry GPS in its EXIF).
 */
import type { Queryable } from '../db/connect.ts';
import type { ProcessedImage } from './image-pipeline.ts';
import { lockPicture, pictureKey } from './forget-picture.ts';
import { storeFileOnce } from './media-repository.ts';

/** Where the original of a processed image is kept: beside its key, outside /media. */
function originalPath(image: ProcessedImage): string {
  const key = image.path.split('/')[3] ?? '';
  return `/originals/${key}.${image.original.extension}`;
}

export async function storeProcessedImage(tx: Queryable, image: ProcessedImage, originalName: string): Promise<void> {
  // A removal of the same picture in flight finishes first: its files are then stored anew.
  const key = pictureKey(image.path);
  if (key) await lockPicture(tx, key);
  for (const file of image.files) {
    await storeFileOnce(tx, { path: file.path, contentType: file.contentType, bytes: file.bytes, visibility: 'media', originalName: null });
  }
  await storeFileOnce(tx, {
    path: originalPath(image), contentType: image.original.contentType, bytes: image.original.bytes, visibility: 'original', originalName,
  });
}
