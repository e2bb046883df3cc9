/**
 * GET /api/resumes/{id}: a career applicant's resume, for signed-in admins only (the
 * career report links here). Always a download, never rendered in the admin's origin.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { HttpError } from '../http/http-error.ts';
import { uuidId } from '../http/route-params.ts';
import { routePattern } from '../http/route-pattern.ts';
import { fileLeadShowrooms, findResume } from '../files/repository.ts';
import { adminState } from '../auth/require-session.ts';
import { inScope, leadScopeOf } from '../auth/staff-scope.ts';
import { requirePermission } from '../auth/require-permission.ts';

const notFound = 'Resume not found';

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

function resumeExtension(contentType: string): string {
  return extensions[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? 'bin';
}

export function registerResumeRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get(routePattern(adminApiPaths.resume, 'id'), guard, requirePermission('reports'), async (ctx) => {
    const id = uuidId(ctx.params.id, notFound);
    const scope = leadScopeOf(adminState(ctx));
    // A resume of a lead the person may not see is as unknown as a missing one.
    if (!scope.all && !(await fileLeadShowrooms(deps.db, id)).some((showroomId) => inScope(scope, showroomId))) {
      throw new HttpError(404, notFound);
    }
    const file = await findResume(deps.db, id);
    if (!file) throw new HttpError(404, notFound);
    ctx.set('Content-Disposition', `attachment; filename="resume-${id}.${resumeExtension(file.contentType)}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = file.contentType;
    ctx.body = file.bytes;
  });
}
