/**
 * Values JSON can carry that make a careless conversion throw rather than give NaN or
 * '[object Object]': `Number({"toString": null})` is a TypeError. Every input a server route
 * or contract schema reads must answer these with a result (a 400), never an exception.
 */
export const conversionTraps: readonly unknown[] = [
  '{"toString":null}',
  '{"toString":null,"valueOf":null}',
  '{"valueOf":{},"toString":{}}',
  '[{"toString":null}]',
  '{"__proto__":{"toString":null}}',
  '{"length":1e9}',
].map((json) => JSON.parse(json) as unknown);
