/**
 * Offers and gallery (requirements 2.5 "Offer", "Gallery"; 5; 7.3; 8): POST /api/createOffers,
 * DELETE /api/deleteOffers/{id}, POST /api/galleryupload, DELETE /api/deleteGalleryImg/{id}.
 * Images must be PNG, JPEG, WebP or GIF by their bytes and at most 5 MB (413 above, from
 * the body reader). They are stored in the files table under a name the server makes and
 * served from /media.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { offerFieldsSchema } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { detectImageType } from '../files/image-type.ts';
import { deleteUnusedUpload, insertFile } from '../files/repository.ts';
import { bodyReader, chosenFile, type UploadedFile } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { intId } from '../http/route-params.ts';
import { deleteGalleryImage, deleteOffer, insertGalleryImage, insertOffer } from './media-repository.ts';
import { routePattern } from '../http/route-pattern.ts';
import { requirePermission } from '../auth/require-permission.ts';

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
} as const;

/** Stores an upload under /media/uploads/<uuid>.<ext>, its type told by its bytes; returns the public path. */
async function storeImage(tx: Queryable, file: UploadedFile): Promise<string> {
  const type = detectImageType(file.bytes);
  if (!type) throw new HttpError(400, mediaMessages.notAnImage);
  const stored = await insertFile(tx, {
    bytes: file.bytes,
    contentType: type.contentType,
    visibility: 'media',
    originalName: file.originalName,
    pathFor: (id) => `/media/uploads/${id}.${type.extension}`,
  });
  return stored.path;
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
  const body = bodyReader(deps.config);
  const catalogue = requirePermission('catalogue');

  router.post(adminApiPaths.createOffer, guard, catalogue, async (ctx) => {
    const form = await body.form(ctx, ['image']);
    const fields = offerFieldsSchema.safeParse(form.fields);
    const image = chosenFile(form, 'image');
    // requirements 5: title, description and image are all required. The optional Hindi
    // words are refused by their own name (too long, broken text), not as a missing field.
    const hindiIssue = fields.error?.issues.find((i) => i.path[0] === 'titleHi' || i.path[0] === 'descriptionHi');
    if (hindiIssue) throw new HttpError(400, `${hindiIssue.path[0] === 'titleHi' ? 'Hindi title' : 'Hindi description'}: ${hindiIssue.message}`);
    if (!fields.success || !image) throw new HttpError(400, mediaMessages.fillAll);
    await deps.db.transaction(async (tx) => {
      const path = await storeImage(tx, image);
      const { title, description, titleHi, descriptionHi } = fields.data;
      await insertOffer(tx, { title, description, titleHi, descriptionHi, image: path });
    });
    ctx.status = 201;
    ctx.body = { message: mediaMessages.offerAdded };
  });

  router.delete(routePattern(adminApiPaths.deleteOffer, 'id'), guard, catalogue, async (ctx) => {
    const id = intId(ctx.params.id, mediaMessages.offerNotFound);
    const found = await deleteWithImage(deps.db, deleteOffer, id);
    if (!found) throw new HttpError(404, mediaMessages.offerNotFound);
    ctx.body = { message: mediaMessages.offerDeleted };
  });

  router.post(adminApiPaths.galleryUpload, guard, catalogue, async (ctx) => {
    const form = await body.form(ctx, ['images']);
    const image = chosenFile(form, 'images');
    if (!image) throw new HttpError(400, mediaMessages.imageMissing);
    await deps.db.transaction(async (tx) => {
      await insertGalleryImage(tx, await storeImage(tx, image));
    });
    ctx.status = 201;
    ctx.body = { message: mediaMessages.imageUploaded };
  });

  router.delete(routePattern(adminApiPaths.deleteGallery, 'id'), guard, catalogue, async (ctx) => {
    const id = intId(ctx.params.id, mediaMessages.imageNotFound);
    const found = await deleteWithImage(deps.db, deleteGalleryImage, id);
    if (!found) throw new HttpError(404, mediaMessages.imageNotFound);
    ctx.body = { message: mediaMessages.imageDeleted };
  });
}
