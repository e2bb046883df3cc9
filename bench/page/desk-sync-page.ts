/**
 * What bench/desk-sync.ts runs inside the page (Playwright's page.evaluate): it checks with
 * the DOM's types in an environment of its own (tsconfig.bench-page.json), so the DOM never
 * reaches the server's and the benchmark's Node types. Self-contained: Playwright sends
 * the function's text to the page, without its imports.
 */

/** Fires 'online' and resolves with the ms until `expected` changed lead rows are drawn. */
export function drawnAfterOnline(expected: number): Promise<number> {
  return new Promise<number>((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const drawn = Array.from(document.querySelectorAll('.lead-table tbody tr')).filter((tr) => !tr.textContent?.includes('None')).length;
      if (drawn === expected) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.dispatchEvent(new Event('online'));
  });
}
