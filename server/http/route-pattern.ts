/**
 * Router patterns from the contract's path builders (src/contract/api-paths.ts), so the
 * server mounts exactly the paths the app calls: `routePattern(apiPaths.dealer, 'id')`
 * is '/api/dealers/:id'. (The builders encode their argument, so ':id' cannot be passed.)
 */
const placeholder = 'ROUTEPARAMETER';

export function routePattern(build: (value: string) => string, param: string): string {
  return build(placeholder).replace(placeholder, `:${param}`);
}
