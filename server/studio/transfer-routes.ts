/**
 * The catalogue as one file (docs/api-admin.md "Catalogue studio"; docs/catalogue.md):
 * - GET /api/admin/catalogue-export: the ZIP (catalogue.json and the files), as a download;
 * - POST /api/admin/catalogue-import: that ZIP in `file`, checked at once -> 400 { message,
 *   errors: [{ field, message }] } listing every problem, with nothing changed; else 202
 *   { job } and the import goes on in the background (import-jobs.ts); 409 while another runs;
 * - GET /api/admin/catalogue-import: { job } the latest import (running or finished), or null;
 * - GET /api/admin/catalogue-import/{id}: { job } that import's progress and outcome.
 * Session, CSRF and the `catalogue` permission first, as for every studio route.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { importField, maxImportBytes, transferMessages, type ImportJobAnswer } from '#contract/catalogue-transfer.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { routePattern } from '../http/route-pattern.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { bodyReader, chosenFile, fieldError, type FormLimits } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { exportCatalogue } from './catalogue-export.ts';
import { checkImport, ImportRefused } from './catalogue-import.ts';
import { ImportAlreadyRunning, importJobs } from './import-jobs.ts';

const oneArchive: FormLimits = { maxFileBytes: maxImportBytes, maxFiles: 1, tooLargeMessage: transferMessages.tooLarge };

const refuse = (message: string) => new HttpError(400, message, { fields: fieldError(importField, message) });

function refuseDeclaredSize(ctx: Context): void {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxImportBytes + 1024 * 1024) {
    ctx.set('Connection', 'close');
    throw refuse(transferMessages.tooLarge);
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
    let checked;
    try {
      checked = await checkImport(deps.db, file.bytes);
    } catch (error) {
      if (error instanceof ImportRefused) throw new HttpError(400, error.message, { fields: { errors: error.problems } });
      throw error;
    }
    try {
      const job = await jobs.start(checked, adminState(ctx).userId);
      ctx.status = 202;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { job } satisfies ImportJobAnswer;
    } catch (error) {
      if (error instanceof ImportAlreadyRunning) throw new HttpError(409, error.message, { fields: { job: error.job } });
      throw error;
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
