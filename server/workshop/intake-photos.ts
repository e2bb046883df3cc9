/**
 * A job card's intake photos (docs/workshop.md "Intake photos"): the vehicle as it came in,
 * its scratches and dents, taken on the counter's tablet. The picture goes through the photo
 * pipeline every upload goes through (server/media/image-pipeline.ts: a JPEG, PNG or WebP
 * that decodes, re-encoded, its metadata dropped), the way a delivery's handover photo does.
 * The card is checked before a byte of the picture is read; the picture's files and the
 * card's row are stored in one transaction with the card locked, so a file that is not a
 * photo, or a card delivered meanwhile, stores nothing. Removable until the card is delivered;
 * a removed photo's files are deleted in the removal's transaction unless another row still
 * names the picture.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { maxMediaBytes, mediaMessages, mediaUploadField } from '#contract/media-uploads.ts';
import { maxIntakePhotos, workshopMessages, workshopPaths } from '#contract/workshop.ts';
import type { ResolvedDeps } from '../deps.ts';
import { adminState } from '../auth/require-session.ts';
import type { Queryable } from '../db/connect.ts';
import { bodyReader, chosenFile, fieldError } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { ImageRefused, processImage, type ProcessedImage } from '../media/image-pipeline.ts';
import { forgetUnusedPicture } from '../media/forget-picture.ts';
import { refuseOversizedImage } from '../media/media-routes.ts';
import { storeProcessedImage } from '../media/store-media.ts';
import { refusal } from './db-refusals.ts';
import { jobCardAnswer } from './job-card-answers.ts';
import { jobCardById, type JobCardRow } from './job-card-repository.ts';

type CardFor = (ctx: Context, db: Queryable, forUpdate?: boolean) => Promise<JobCardRow>;

const refuseFile = (message: string) => new HttpError(400, message, { fields: fieldError(mediaUploadField, message) });

/** Whether the card may still change its photos, and has room for another when `adding`. */
async function checkOpen(db: Queryable, card: JobCardRow, adding: boolean): Promise<void> {
  if (card.stage === 'delivered') throw refusal(409, 'jobCard', workshopMessages.deliveredPhotos);
  if (!adding) return;
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM job_card_photos WHERE job_card_id = $1', [card.id]);
  if (Number(rows[0]!.n) >= maxIntakePhotos) throw refusal(409, mediaUploadField, workshopMessages.tooManyPhotos);
}

export function addIntakePhotoRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware, cardFor: CardFor): void {
  const body = bodyReader(deps.config);

  router.post(workshopPaths.photos, guard, may, async (ctx) => {
    // A photo said to be over the limit is refused before the card is even looked up.
    refuseOversizedImage(ctx);
    await checkOpen(deps.db, await cardFor(ctx, deps.db), true);
    const form = await body.form(ctx, [mediaUploadField], { maxFileBytes: maxMediaBytes, maxFiles: 1, tooLargeMessage: mediaMessages.tooLarge });
    const file = chosenFile(form, mediaUploadField);
    if (!file) throw refuseFile(mediaMessages.missing);
    let image: ProcessedImage;
    try {
      image = await processImage(file.bytes, 'img');
    } catch (error) {
      if (error instanceof ImageRefused) throw refuseFile(mediaMessages[error.reason]);
      throw error;
    }
    const by = adminState(ctx).userId;
    const id = await deps.db.transaction(async (tx) => {
      const card = await cardFor(ctx, tx, true);
      await checkOpen(tx, card, true);
      await storeProcessedImage(tx, image, file.originalName);
      await tx.query(
        'INSERT INTO job_card_photos (job_card_id, path, added_at, added_by) VALUES ($1, $2, $3, $4) ON CONFLICT (job_card_id, path) DO NOTHING',
        [card.id, image.path, deps.now(), by],
      );
      return Number(card.id);
    });
    ctx.status = 201;
    ctx.body = await jobCardAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });

  router.delete(workshopPaths.photo, guard, may, async (ctx) => {
    const photoId = /^\d{1,15}$/.test(ctx.params.photoId ?? '') ? Number(ctx.params.photoId) : 0;
    const id = await deps.db.transaction(async (tx) => {
      const card = await cardFor(ctx, tx, true);
      await checkOpen(tx, card, false);
      const removed = await tx.query<{ path: string }>('DELETE FROM job_card_photos WHERE id = $1 AND job_card_id = $2 RETURNING path', [photoId, card.id]);
      const gone = removed.rows[0];
      if (!gone) throw new HttpError(404, workshopMessages.noPhoto);
      // The picture's files go with the row, when nothing else names them (server/media/forget-picture.ts).
      await forgetUnusedPicture(tx, gone.path);
      return Number(card.id);
    });
    ctx.body = await jobCardAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });
}
