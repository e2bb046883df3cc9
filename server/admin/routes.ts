import Router from '@koa/router';
import type { ResolvedDeps } from '../app.ts';

export function adminRouter(_deps: ResolvedDeps): Router {
  return new Router();
}
