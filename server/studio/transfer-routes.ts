/**
 * The catalogue as one file (docs/api-admin.md "Catalogue studio"; docs/catalogue.md):
 * - GET /api/admin/catalogue-export: the ZIP (catalogue.json and the files), as a download;
 * - POST /api/admin/catalogue-import: that ZIP in `file` -> 200 { message, models, files,
 *   manifestVersion }, or 400 { message, errors: [{ field, message }] } listing every
 *   problem, with nothing changed.
 * Session, CSRF and the `catalogue` permission first, as for every studio route.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { adminApiPaths } from '../../src/contract/admin-api-paths.ts';
import { importField, maxImportBytes, transferMessages, type ImportAnswer } from '../../src/contract/catalogue-transfer.ts';
import { istDateOf } from '../../src/contract/ist-date.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { buildOfflineManifest } from '../catalogue/offline-manifest.ts';
import { bodyReader, chosenFile, fieldError, type FormLimits } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { exportCatalogue } from './catalogue-export.ts';
import { applyImport, checkImport, ImportRefused } from './catalogue-import.ts';

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
    const by = adminState(ctx).userId;
    const now = deps.now();
    await deps.db.transaction((tx) => applyImport(tx, checked, by, now));
    const manifest = await buildOfflineManifest(deps.db);
    const files = checked.files.filter((f) => f.kind !== 'here').length;
    ctx.body = {
      message: transferMessages.imported(checked.models.length, files), models: checked.models.length, files, manifestVersion: manifest.version,
    } satisfies ImportAnswer;
  });
}
