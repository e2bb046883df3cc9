/**
 * Per-address limits of the public submissions (docs/reliability.md): every enquiry kind
 * counts against the `submissions` budget, the career form (the one with an upload) against
 * `applications`. Mounted before the body parsers as a router of its own with the same
 * paths as server/enquiries/routes.ts, so a refused request is answered before its body is
 * read, and a path matches here exactly when it matches there.
 */
import Router from '@koa/router';
import type { ResolvedDeps } from '../deps.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { limitRequests } from '../limits/request-limits.ts';
import { isStoredReplay } from './replay.ts';

export function submissionLimitRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const exempt = { exempt: (ctx: Parameters<typeof isStoredReplay>[1]) => isStoredReplay(deps.db, ctx) };
  const limits = {
    submissions: limitRequests(deps, 'submissions', exempt),
    applications: limitRequests(deps, 'applications', exempt),
  };
  for (const spec of Object.values(enquiryKinds)) {
    router.post(spec.path, spec.fileField ? limits.applications : limits.submissions);
  }
  return router;
}
