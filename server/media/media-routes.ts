/**
 * The catalogue's uploads (docs/api-admin.md "Media uploads"; docs/media.md):
 * - POST /api/admin/media/images: one photo in `file` -> 201 { path, width, height }
 * - POST /api/admin/media/frames: 24 to 72 photos in `file`, ordered by file name
 *   naturally (frame2 before frame10) -> 201 { frames: [{ path, width, height }] }
 * - POST /api/admin/media/brochures: one PDF in `file` -> 201 { path, size }
 * Session, CSRF and the `catalogue` permission first, before a byte of the body is read.
 * Every refusal is a 400 naming the field `file` in plain words, and stores nothing: a
 * body declared larger than the limit is refused before it is read, a file that grows
 * past it while read is cut off, and everything is checked and made before the one
 * transaction that stores it.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { maxFrames, maxFramesTotalBytes, maxMediaBytes, mediaApiPaths, mediaMessages, mediaUploadField, minFrames, type StoredBrochure, type StoredFrames, type StoredImage } from '#contract/media-uploads.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { bodyReader, chosenFile, fieldError, type FormLimits, type UploadedFile } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { ImageRefused, processImage, type ProcessedImage } from './image-pipeline.ts';
import { storeProcessedImage } from './store-media.ts';
import { brochurePath, isPdf } from './brochure.ts';
import { storeFileOnce } from './media-repository.ts';

const field = mediaUploadField;
/** Room for the multipart boundaries and part headers around the files. */
const multipartOverhead = 1024 * 1024;
/** More parts than this is not a 360 set: refused without reading on (the count is still told). */
const countedFramesAtMost = 1000;

const refuse = (message: string) => new HttpError(400, message, { fields: fieldError(field, message) });

/** A body declared larger than the route can take is refused before any of it is read. */
function refuseDeclaredSize(ctx: Context, maxBytes: number, message: string): void {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes + multipartOverhead) {
    // The rest of the body is not wanted: close the connection rather than drain it.
    ctx.set('Connection', 'close');
    throw refuse(message);
  }
}

const oneFile: FormLimits = { maxFileBytes: maxMediaBytes, maxFiles: 1, tooLargeMessage: mediaMessages.tooLarge };
const frameFiles: FormLimits = {
  maxFileBytes: maxMediaBytes,
  maxTotalBytes: maxFramesTotalBytes,
  maxFiles: countedFramesAtMost,
  keepFiles: maxFrames,
  tooLargeMessage: mediaMessages.tooLarge,
  totalTooLargeMessage: mediaMessages.framesTooLarge,
};

async function processOrRefuse(file: UploadedFile, kind: 'img' | 'frame', messageFor: (reason: ImageRefused['reason']) => string): Promise<ProcessedImage> {
  try {
    return await processImage(file.bytes, kind);
  } catch (error) {
    if (error instanceof ImageRefused) throw refuse(messageFor(error.reason));
    throw error;
  }
}

const naturalNameOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

const stored = (image: ProcessedImage): StoredImage => ({ path: image.path, width: image.width, height: image.height });

/**
 * One photo in `file` through the pipeline and stored: the body of every route that takes
 * one picture (a catalogue photo, the site's logo, a delivery's handover photo).
 */
/** One photo's declared size over the limit: refused before anything is looked up or read. */
export function refuseOversizedImage(ctx: Context): void {
  refuseDeclaredSize(ctx, maxMediaBytes, mediaMessages.tooLarge);
}

export async function storeOneImage(ctx: Context, deps: ResolvedDeps, body: ReturnType<typeof bodyReader>): Promise<StoredImage> {
  refuseOversizedImage(ctx);
  const form = await body.form(ctx, [field], oneFile);
  const file = chosenFile(form, field);
  if (!file) throw refuse(mediaMessages.missing);
  const image = await processOrRefuse(file, 'img', (reason) => mediaMessages[reason]);
  await deps.db.transaction((tx) => storeProcessedImage(tx, image, file.originalName));
  return stored(image);
}

/** `storeOneImage`, answered 201 { path, width, height }. */
export async function acceptOneImage(ctx: Context, deps: ResolvedDeps, body: ReturnType<typeof bodyReader>): Promise<void> {
  const image = await storeOneImage(ctx, deps, body);
  ctx.status = 201;
  ctx.body = image;
}

export function registerMediaUploadRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const mayEditCatalogue = requirePermission('catalogue');

  router.post(mediaApiPaths.images, guard, mayEditCatalogue, async (ctx) => acceptOneImage(ctx, deps, body));

  router.post(mediaApiPaths.frames, guard, mayEditCatalogue, async (ctx) => {
    refuseDeclaredSize(ctx, maxFramesTotalBytes, mediaMessages.framesTooLarge);
    let form;
    try {
      form = await body.form(ctx, [field], frameFiles);
    } catch (error) {
      // Over a thousand parts: formidable stops counting there.
      if (error instanceof HttpError && error.status === 400 && form === undefined && /Too many files/.test(error.message)) {
        throw refuse(mediaMessages.frameCount(countedFramesAtMost));
      }
      throw error;
    }
    const chosen = form.files.filter((f) => f.field === field && f.bytes.length > 0);
    const count = Math.max(form.fileCount, chosen.length);
    if (count < minFrames || count > maxFrames) throw refuse(mediaMessages.frameCount(count));
    const ordered = [...chosen].sort((a, b) => naturalNameOrder(a.originalName, b.originalName));
    const frames: ProcessedImage[] = [];
    // One at a time: each already keeps libvips' threads busy on the two cores.
    for (const file of ordered) {
      frames.push(await processOrRefuse(file, 'frame', (reason) =>
        reason === 'notImage' ? mediaMessages.frameNotImage(file.originalName) : mediaMessages.frameUnreadable(file.originalName)));
    }
    await deps.db.transaction(async (tx) => {
      for (const [i, frame] of frames.entries()) await storeProcessedImage(tx, frame, ordered[i]!.originalName);
    });
    ctx.status = 201;
    ctx.body = { frames: frames.map(stored) } satisfies StoredFrames;
  });

  router.post(mediaApiPaths.brochures, guard, mayEditCatalogue, async (ctx) => {
    refuseDeclaredSize(ctx, maxMediaBytes, mediaMessages.tooLarge);
    const form = await body.form(ctx, [field], oneFile);
    const file = chosenFile(form, field);
    if (!file) throw refuse(mediaMessages.missing);
    if (!isPdf(file.bytes)) throw refuse(mediaMessages.notPdf);
    const path = brochurePath(file.bytes);
    await deps.db.transaction((tx) =>
      storeFileOnce(tx, { path, contentType: 'application/pdf', bytes: file.bytes, visibility: 'media', originalName: file.originalName }));
    ctx.status = 201;
    ctx.body = { path, size: file.bytes.length } satisfies StoredBrochure;
  });
}
