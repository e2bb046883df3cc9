import Router from '@koa/router';
import type { ResolvedDeps } from '../app.ts';

export function fileRouter(_deps: ResolvedDeps): Router {
  return new Router();
}
