/**
 * The site settings (docs/site-settings.md): GET /api/site for every visitor screen
 * (revalidated by ETag like the catalogue, listed in the offline manifest), and for
 * Owners (permission `site`) GET and PUT /api/admin/site, and POST /api/admin/site/logo (one
 * picture through the photo pipeline, docs/media.md). A PUT replaces the settings in
 * one transaction, validated with the contract's schema (400 naming each failing field,
 * nothing stored); a showroom left out is removed only when no staff account, lead or
 * appointment refers to it (409 saying who does). A change is live at once and moves the
 * offline manifest.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { siteApiPaths, type AdminSiteSettings, type SiteSaveAnswer, type SiteSettings, type SiteSettingsInput } from '#contract/site-settings.ts';
import { siteSettingsSchema } from '#contract/site-settings-schemas.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { bodyReader } from '../http/body.ts';
import { sendCacheableJson } from '../http/cacheable-json.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { acceptOneImage } from '../media/media-routes.ts';
import { readPublicSiteSettings, readSiteSettings, showroomReferences, withHindiHours, writeSiteSettings } from './site-repository.ts';

const siteMessages = {
  saved: 'Saved: visitors see the new details now, and saved copies on phones and tablets update',
  unchanged: 'No change: the site already shows these details',
  unknownShowroom: 'This showroom no longer exists; reload the page to see the current list',
} as const;

/** The refusal to remove a showroom something still refers to, in words. */
function showroomInUseMessage(name: string, references: string[]): string {
  return `${name} cannot be removed: it still has ${references.join(' and ')}. Close it instead (visitors no longer see it, its history stays), or move them to another showroom first.`;
}

/** The settings as they would be stored, to tell whether a save changes anything (keys sorted: jsonb keeps no order). */
const comparable = (s: SiteSettings | SiteSettingsInput) => canonical({ ...s, showrooms: s.showrooms.map((r) => ({ ...r, id: r.id ?? null })) });

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** GET /api/site: the public read. */
export function publicSiteRouter({ db }: ResolvedDeps): Router {
  const router = new Router();
  router.get(siteApiPaths.site, async (ctx) => sendCacheableJson(ctx, await readPublicSiteSettings(db)));
  return router;
}

/** GET and PUT /api/admin/site, on the admin router after its session guard. */
export function registerSiteRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  const body = bodyReader(deps.config);
  const may = requirePermission('site');

  router.get(siteApiPaths.adminSite, guard, may, async (ctx) => {
    // As visitors get them: Manage > Site hands a saved copy to the staff device's own screens.
    const settings = await readPublicSiteSettings(deps.db);
    const inUse: AdminSiteSettings['inUse'] = {};
    for (const showroom of settings.showrooms) {
      const references = await showroomReferences(deps.db, showroom.id);
      if (references.length > 0) inUse[showroom.id] = references;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { settings, inUse } satisfies AdminSiteSettings;
  });

  // The logo goes through the same pipeline as a model's photos (checked by content, sizes,
  // immutable URLs); the answer's path is stored by the next PUT, so an upload alone changes nothing visitors see.
  router.post(siteApiPaths.adminSiteLogo, guard, may, async (ctx) => acceptOneImage(ctx, deps, body));

  router.put(siteApiPaths.adminSite, guard, may, async (ctx) => {
    const input = validBody(siteSettingsSchema, await body.json(ctx));
    const by = adminState(ctx).userId;
    const answer = await deps.db.transaction(async (tx): Promise<SiteSaveAnswer> => {
      const before = await readSiteSettings(tx);
      const known = new Map(before.showrooms.map((s) => [s.id, s]));
      input.showrooms.forEach((s, i) => {
        if (s.id != null && !known.has(s.id)) {
          throw new HttpError(400, `showrooms.${i}.id: ${siteMessages.unknownShowroom}`, {
            fields: { errors: [{ field: `showrooms.${i}.id`, message: siteMessages.unknownShowroom }] },
          });
        }
      });
      const kept = new Set(input.showrooms.map((s) => s.id));
      const removed = before.showrooms.filter((s) => !kept.has(s.id));
      for (const showroom of removed) {
        const references = await showroomReferences(tx, showroom.id);
        if (references.length > 0) throw new HttpError(409, showroomInUseMessage(showroom.name, references), { fields: { showroomId: showroom.id } });
      }
      if (comparable(before) === comparable(input)) return { message: siteMessages.unchanged, changed: false, settings: withHindiHours(before) };
      await writeSiteSettings(tx, input, removed.map((s) => s.id), by, deps.now());
      return { message: siteMessages.saved, changed: true, settings: withHindiHours(await readSiteSettings(tx)) };
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });
}
