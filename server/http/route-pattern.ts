/**
 * Router patterns from the contract's path builders (src/contract/api-paths.ts), so the
 * server mounts exactly the paths the app calls: `routePattern(apiPaths.dealer, 'id')`
 * is '/api/dealers/:id', and `routePattern(adminApiPaths.adminOnroadBands, 'schedule',
 * 'powertrain')` names both segments. (The builders encode their arguments, so ':id'
 * cannot be passed through them.)
 */
const placeholder = (index: number) => `ROUTEPARAMETER${index}X`;

export function routePattern<P extends string[]>(build: (...values: { [K in keyof P]: string }) => string, ...params: P): string {
  let pattern = build(...(params.map((_, i) => placeholder(i)) as { [K in keyof P]: string }));
  params.forEach((param, i) => {
    pattern = pattern.replace(placeholder(i), `:${param}`);
  });
  return pattern;
}
