/**
 * Manage > Catalogue (docs/catalogue.md, docs/api-admin.md "Catalogue studio"): models as
 * drafts no visitor sees, published, hidden and unhidden. Every route needs a session and
 * the `catalogue` permission (src/contract/staff-roles.ts); every change the CSRF token.
 * A refused body is a 400 whose `errors` name each field in the editor's words; nothing is
 * stored then.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { ResolvedDeps } from '../deps.ts';
import { vehicleTypes } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import {
  fieldPlace, modelDraftSchema, modelMoveSchema, newModelSchema, publishProblems, studioMessages, type ModelDraft, type ModelDraftView, type PublishAnswer,
} from '#contract/catalogue-studio.ts';
import { describeChanges } from '#contract/draft-changes.ts';
import type { FieldError } from '#contract/errors.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { buildOfflineManifest } from '../catalogue/offline-manifest.ts';
import type { Queryable } from '../db/connect.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { intId } from '../http/route-params.ts';
import { routePattern } from '../http/route-pattern.ts';
import { liveDraft } from './live-model.ts';
import {
  listCatalogue, logPublish, modelName, moveModel, nameTaken, newModelId, placeFirst, publishDraft, publishLog, readDraft, saveDraft, setModelStatus,
} from './studio-repository.ts';

const studioAnswers = {
  created: 'Model created as a draft',
  saved: 'Draft saved',
  published: 'Published: visitors see it now',
  publishedHidden: 'Published; it stays hidden until you unhide it',
  nothingToPublish: 'Nothing to publish: the site already shows this model as it is',
  hidden: 'Hidden: visitors no longer see it',
  unhidden: 'Visible again: visitors see it now',
  neverPublished: 'This model is not published yet; publish it first',
  discarded: 'Changes discarded: the model is as the site shows it',
  deleted: 'Draft deleted',
  moved: 'Moved',
  notFound: 'Model not found',
  badType: 'Choose Motorcycle, Scooter or EV',
} as const;

/** A 400 that lists every problem; its message is the first, with where it is ('Variant 2: ...'). */
function refusal(errors: FieldError[]): HttpError {
  const first = errors[0]!;
  const place = fieldPlace(first.field);
  return new HttpError(400, place ? `${place}: ${first.message}` : first.message, { fields: { errors } });
}

function valid<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw refusal(parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message })));
}

async function checkName(db: Queryable, name: string, id: number | null): Promise<void> {
  if (await nameTaken(db, name, id)) throw refusal([{ field: 'name', message: studioMessages.nameUsed }]);
}

export function registerStudioRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const catalogue = requirePermission('catalogue');
  const idOf = (ctx: Context) => intId(ctx.params.id, studioAnswers.notFound);
  const by = (ctx: Context) => adminState(ctx).userId;

  router.get(adminApiPaths.adminCatalogue, guard, catalogue, async (ctx) => {
    const raw = typeof ctx.query.type === 'string' ? ctx.query.type : undefined;
    const type = raw === undefined || raw === '' ? undefined : vehicleTypes.find((t) => t === raw);
    if (raw && !type) throw new HttpError(400, studioAnswers.badType);
    ctx.body = await listCatalogue(deps.db, type);
  });

  router.post(adminApiPaths.adminCatalogue, guard, catalogue, async (ctx) => {
    const { type, name } = valid(newModelSchema, await body.json(ctx));
    const draft = modelDraftSchema.parse({ type, name });
    const id = await deps.db.transaction(async (tx) => {
      await checkName(tx, name, null);
      const id = await newModelId(tx);
      await saveDraft(tx, id, draft, by(ctx), deps.now());
      await placeFirst(tx, id);
      return id;
    });
    ctx.status = 201;
    ctx.body = { id, message: studioAnswers.created };
  });

  router.get(routePattern(adminApiPaths.adminModel, 'id'), guard, catalogue, async (ctx) => {
    const id = idOf(ctx);
    const record = await readDraft(deps.db, id);
    if (!record) throw new HttpError(404, studioAnswers.notFound);
    ctx.body = { id, ...record } satisfies ModelDraftView;
  });

  router.put(routePattern(adminApiPaths.adminModel, 'id'), guard, catalogue, async (ctx) => {
    const id = idOf(ctx);
    if (!(await readDraft(deps.db, id))) throw new HttpError(404, studioAnswers.notFound);
    const draft = valid(modelDraftSchema, await body.json(ctx));
    const updatedAt = deps.now();
    await deps.db.transaction(async (tx) => {
      await checkName(tx, draft.name, id);
      await saveDraft(tx, id, draft, by(ctx), updatedAt);
    });
    ctx.body = { message: studioAnswers.saved, updatedAt: updatedAt.toISOString() };
  });

  // Discard: the model goes back to what the site shows (a never-published model goes away).
  router.delete(routePattern(adminApiPaths.adminModelDraft, 'id'), guard, catalogue, async (ctx) => {
    const id = idOf(ctx);
    const result = await deps.db.query('DELETE FROM catalogue_drafts WHERE model_id = $1', [id]);
    if (result.rowCount !== 1) throw new HttpError(404, studioAnswers.notFound);
    ctx.body = { message: (await modelName(deps.db, id)) === null ? studioAnswers.deleted : studioAnswers.discarded };
  });

  // One place up or down in the type's lists: the Catalogue list, the site's listings and every model choice.
  router.post(routePattern(adminApiPaths.adminModelMove, 'id'), guard, catalogue, async (ctx) => {
    const id = idOf(ctx);
    const { direction } = valid(modelMoveSchema, await body.json(ctx));
    const found = await deps.db.transaction(async (tx) => {
      // One reorder at a time: two tablets moving at once must not number the list twice.
      await tx.query('LOCK TABLE catalogue_drafts IN SHARE ROW EXCLUSIVE MODE');
      return moveModel(tx, id, direction);
    });
    if (!found) throw new HttpError(404, studioAnswers.notFound);
    ctx.body = { message: studioAnswers.moved };
  });

  router.post(routePattern(adminApiPaths.adminModelPublish, 'id'), guard, catalogue, async (ctx) => {
    const id = idOf(ctx);
    const now = deps.now();
    const outcome = await deps.db.transaction(async (tx) => {
      const record = await readDraft(tx, id, true);
      if (!record) throw new HttpError(404, studioAnswers.notFound);
      const live = await liveDraft(tx, id);
      if (live && !record.unpublishedChanges) return { changes: [] as string[], state: record.state, nothing: true };
      const problems = publishProblems(record.draft);
      if (problems.length) throw refusal(problems);
      await checkName(tx, record.draft.name, id);
      const before: ModelDraft | null = live ? (({ status: _s, ...d }) => d)(live) : null;
      const changes = describeChanges(before, record.draft);
      await publishDraft(tx, id, record.draft, !!live, now);
      await logPublish(tx, { modelId: id, name: record.draft.name, action: 'publish', changes, by: by(ctx), at: now });
      return { changes, state: live ? record.state : 'published', nothing: false };
    });
    const manifest = await buildOfflineManifest(deps.db);
    const message = outcome.nothing ? studioAnswers.nothingToPublish
      : outcome.state === 'hidden' ? studioAnswers.publishedHidden : studioAnswers.published;
    ctx.body = { message, changes: outcome.changes, manifestVersion: manifest.version } satisfies PublishAnswer;
  });

  for (const [action, path, status] of [['hide', adminApiPaths.adminModelHide, 0], ['unhide', adminApiPaths.adminModelUnhide, 1]] as const) {
    router.post(routePattern(path, 'id'), guard, catalogue, async (ctx) => {
      const id = idOf(ctx);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const name = await modelName(tx, id);
        if (name === null) {
          if (await readDraft(tx, id)) throw new HttpError(409, studioAnswers.neverPublished);
          throw new HttpError(404, studioAnswers.notFound);
        }
        await setModelStatus(tx, id, status);
        await logPublish(tx, { modelId: id, name, action, changes: [status === 1 ? 'Shown on the site' : 'Taken off the site'], by: by(ctx), at: now });
      });
      const manifest = await buildOfflineManifest(deps.db);
      ctx.body = { message: status === 1 ? studioAnswers.unhidden : studioAnswers.hidden, changes: [], manifestVersion: manifest.version } satisfies PublishAnswer;
    });
  }

  router.get(routePattern(adminApiPaths.adminModelPublishes, 'id'), guard, catalogue, async (ctx) => {
    const id = idOf(ctx);
    if (!(await readDraft(deps.db, id))) throw new HttpError(404, studioAnswers.notFound);
    ctx.body = await publishLog(deps.db, id);
  });
}
