/**
 * API answers carried in a page the server drew (src/lib/first-reads.ts reads them on the
 * device, server/http/screen-preloads.ts writes them): one JSON script element.
 */

/** The id of the script element that carries the answers. */
export const firstReadsElementId = 'first-reads';

/**
 * The answers as page text: JSON a script element can hold (no `</script>` or `<!--` can
 * end it early; U+2028/2029 are escaped as well).
 */
export function firstReadsScript(reads: Record<string, unknown>): string {
  const json = JSON.stringify(reads)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${firstReadsElementId}">${json}</script>`;
}
