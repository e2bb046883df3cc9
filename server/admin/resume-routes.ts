/**
 * GET /api/resumes/{id}: a career applicant's resume, for signed-in admins only (the
 * career report links here). Always a download, never rendered in the admin's origin.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ResolvedDeps } from '../deps.ts';
import { findResume } from '../files/repository.ts';
import { HttpError } from '../http/http-error.ts';
import { uuidId } from '../http/route-params.ts';

const notFound = 'Resume not found';

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export function resumeExtension(contentType: string): string {
  return extensions[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? 'bin';
}

export function registerResumeRoutes(router: Router, deps: ResolvedDeps, guard: Middleware): void {
  router.get('/api/resumes/:id', guard, async (ctx) => {
    const id = uuidId(ctx.params.id, notFound);
    const file = await findResume(deps.db, id);
    if (!file) throw new HttpError(404, notFound);
    ctx.set('Content-Disposition', `attachment; filename="resume-${id}.${resumeExtension(file.contentType)}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = file.contentType;
    ctx.body = file.bytes;
  });
}
