/**
 * Offers and gallery (spec 2.5 "Offer", "Gallery"; 5; 7.3; 8): POST /api/createOffers,
 * DELETE /api/deleteOffers/{id}, POST /api/galleryupload, DELETE /api/deleteGalleryImg/{id}.
 * Images must be PNG, JPEG, WebP or GIF by their bytes and at most 5 MB (413 above). They
 * are stored in the files table under a name the server makes and served from /media.
 */
import { createHash, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../app.ts';
import { offerFieldsSchema } from '../../src/contract/admin-schemas.ts';
import { apiPaths } from '../../src/contract/api-paths.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { AdminError } from './admin-errors.ts';
import { deleteUnusedUpload, insertMediaFile } from './file-repository.ts';
import { detectImageType } from './image-type.ts';
import { deleteGalleryImage, deleteOffer, insertGalleryImage, insertOffer } from './media-repository.ts';
import { readForm, type UploadedFile } from './read-body.ts';
import { intId } from './route-params.ts';

export const mediaMessages = {
  offerAdded: 'Offer Added Successfully!',
  offerDeleted: 'Offer Deleted Successfully!',
  fillAll: 'Please fill all fields',
  offerNotFound: 'Offer not found',
  imageUploaded: 'Image uploaded successfully',
  imageDeleted: 'Image deleted successfully',
  imageMissing: 'Please choose an image to upload',
  imageNotFound: 'Image not found',
  notAnImage: 'The image must be a PNG, JPEG, WebP or GIF file',
  tooLarge: 'The image must be at most 5 MB',
} as const;

function checkImage(file: UploadedFile, limitBytes: number) {
  if (file.bytes.length > limitBytes) throw new AdminError(413, mediaMessages.tooLarge);
  const type = detectImageType(file.bytes);
  if (!type) throw new AdminError(400, mediaMessages.notAnImage);
  return type;
}

/** Stores an upload under /media/uploads/<uuid>.<ext>; returns the public path. */
async function storeImage(tx: Queryable, file: UploadedFile, limitBytes: number): Promise<string> {
  const type = checkImage(file, limitBytes);
  const id = randomUUID();
  const path = `/media/uploads/${id}.${type.extension}`;
  await insertMediaFile(tx, {
    id, path, contentType: type.contentType, bytes: file.bytes,
    sha256: createHash('sha256').update(file.bytes).digest('hex'), originalName: file.originalName,
  });
  return path;
}

function fileOf(files: UploadedFile[], field: string): UploadedFile | undefined {
  return files.find((f) => f.field === field && f.bytes.length > 0);
}

/**
 * Deletes an offer or gallery row and, in the same transaction, its stored image when no
 * other row still points at it. `remove` answers the row's image path, or null when there
 * was no such row; so does this, as a found flag.
 */
async function deleteWithImage(db: Db, remove: (tx: Queryable, id: number) => Promise<string | null>, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const path = await remove(tx, id);
    if (path !== null) await deleteUnusedUpload(tx, path);
    return path !== null;
  });
}

export function registerMediaRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const limit = deps.config.uploadLimitBytes;

  router.post(apiPaths.createOffer, guard, async (ctx) => {
    const form = await readForm(ctx, deps.config);
    const fields = offerFieldsSchema.safeParse(form.fields);
    const image = fileOf(form.files, 'image');
    // spec 5: title, description and image are all required.
    if (!fields.success || !image) throw new AdminError(400, mediaMessages.fillAll);
    checkImage(image, limit);
    await deps.db.transaction(async (tx) => {
      const path = await storeImage(tx, image, limit);
      await insertOffer(tx, { title: fields.data.title, description: fields.data.description, image: path });
    });
    ctx.status = 201;
    ctx.body = { message: mediaMessages.offerAdded };
  });

  router.delete('/api/deleteOffers/:id', guard, async (ctx) => {
    const id = intId(ctx.params.id, mediaMessages.offerNotFound);
    const found = await deleteWithImage(deps.db, deleteOffer, id);
    if (!found) throw new AdminError(404, mediaMessages.offerNotFound);
    ctx.body = { message: mediaMessages.offerDeleted };
  });

  router.post(apiPaths.galleryUpload, guard, async (ctx) => {
    const form = await readForm(ctx, deps.config);
    const image = fileOf(form.files, 'images');
    if (!image) throw new AdminError(400, mediaMessages.imageMissing);
    checkImage(image, limit);
    await deps.db.transaction(async (tx) => {
      await insertGalleryImage(tx, await storeImage(tx, image, limit));
    });
    ctx.status = 201;
    ctx.body = { message: mediaMessages.imageUploaded };
  });

  router.delete('/api/deleteGalleryImg/:id', guard, async (ctx) => {
    const id = intId(ctx.params.id, mediaMessages.imageNotFound);
    const found = await deleteWithImage(deps.db, deleteGalleryImage, id);
    if (!found) throw new AdminError(404, mediaMessages.imageNotFound);
    ctx.body = { message: mediaMessages.imageDeleted };
  });
}
