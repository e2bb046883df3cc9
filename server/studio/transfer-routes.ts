/**
 * The catalogue as one file (docs/api-admin.md "Catalogue studio"; docs/catalogue.md):
 * - GET /api/admin/catalogue-export: the ZIP (catalogue.json and the files), as a download;
 * - POST /api/admin/catalogue-import: that ZIP in `file`; its directory checked (limits, names)
 *   before anything is unpacked, then the one-at-a-time rule (409), then the rest -> 400 { message,
 *   errors: [{ field, message }] } listing every problem, with nothing changed; else 202
 *   { job } and the import goes on in the background (import-jobs.ts); 409 while another runs;
 *   with `?preview=1`: 200 { preview } what it would add and replace, nothing changed;
 * - GET /api/admin/catalogue-import: { job } the latest import (running or finished), or null;
 * - GET /api/admin/catalogue-import/{id}: { job } that import's progress and outcome.
 * Session, CSRF and the `catalogue` permission first, as for every studio route.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import {
  importField, importPreviewParam, maxImportBytes, transferMessages, type ImportJobAnswer, type ImportPreviewAnswer,
} from '#contract/catalogue-transfer.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { routePattern } from '../http/route-pattern.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { bodyReader, chosenFile, fieldError, type FormLimits } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { exportCatalogue } from './catalogue-export.ts';
import { checkImport, ImportRefused, previewImport } from './catalogue-import.ts';
import { readArchiveDirectory } from './archive-directory.ts';
import { ImportAlreadyRunning, ImportBeingChecked, importJobs } from './import-jobs.ts';

const oneArchive: FormLimits = { maxFileBytes: maxImportBytes, maxFiles: 1, tooLargeMessage: transferMessages.tooLarge };

const refuse = (message: string) => new HttpError(400, message, { fields: fieldError(importField, message) });

function refuseDeclaredSize(ctx: Context): void {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxImportBytes + 1024 * 1024) {
    ctx.set('Connection', 'close');
    throw refuse(transferMessages.tooLarge);
  }
}

const asHttp = (error: unknown): unknown => {
  if (error instanceof ImportRefused) return new HttpError(400, error.message, { fields: { errors: error.problems } });
  if (error instanceof ImportAlreadyRunning) return new HttpError(409, error.message, { fields: { job: error.job } });
  if (error instanceof ImportBeingChecked) return new HttpError(409, error.message, { fields: { job: null } });
  return error;
};

function refusing<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw asHttp(error);
  }
}

async function refusingAsync<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asHttp(error);
  }
}

export function registerTransferRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const catalogue = requirePermission('catalogue');
  const jobs = importJobs(deps.db, deps.log, deps.now);

  router.get(adminApiPaths.adminCatalogueExport, guard, catalogue, async (ctx) => {
    const now = deps.now();
    const { zip } = await exportCatalogue(deps.db, now);
    ctx.set('Content-Disposition', `attachment; filename="catalogue-${istDateOf(now)}.zip"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/zip';
    ctx.body = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  });

  router.post(adminApiPaths.adminCatalogueImport, guard, catalogue, async (ctx) => {
    refuseDeclaredSize(ctx);
    const form = await body.form(ctx, [importField], oneArchive);
    const file = chosenFile(form, importField);
    if (!file) throw refuse(transferMessages.missing);
    // The directory first (limits checked, nothing unpacked), then the one-at-a-time rule, then the unpacking.
    const entries = refusing(() => readArchiveDirectory(file.bytes));
    if (ctx.query[importPreviewParam] === '1') {
      const preview = await refusingAsync(() => previewImport(deps.db, file.bytes, entries));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { preview } satisfies ImportPreviewAnswer;
      return;
    }
    const slot = await refusingAsync(() => jobs.reserve());
    try {
      const checked = await refusingAsync(() => checkImport(deps.db, file.bytes, entries));
      const job = await refusingAsync(() => jobs.start(checked, adminState(ctx).userId));
      ctx.status = 202;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { job } satisfies ImportJobAnswer;
    } finally {
      slot.release();
    }
  });

  router.get(adminApiPaths.adminCatalogueImport, guard, catalogue, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { job: await jobs.latest() } satisfies ImportJobAnswer;
  });

  router.get(routePattern(adminApiPaths.adminCatalogueImportJob, 'id'), guard, catalogue, async (ctx) => {
    const id = Number(ctx.params.id);
    const job = Number.isSafeInteger(id) && id > 0 ? await jobs.byId(id) : null;
    if (!job) throw new HttpError(404, 'No such import: it may have been made on another installation');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { job } satisfies ImportJobAnswer;
  });
}
