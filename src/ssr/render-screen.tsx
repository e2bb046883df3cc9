/**
 * The server's drawing of a landing screen (built by `vite build --ssr` into
 * dist/.ssr/render-screen.js and loaded by server/http/screen-render.ts). The same
 * components as on the device, at the requested location, with the screen's API answers
 * read on the server: the page's HTML then shows the screen before any script has run,
 * and the app takes it over (src/main.tsx). Waits for the screen's code-split chunk, so
 * the HTML holds the screen itself, not its loading text.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppBody } from '../app/app.tsx';
import { isLanguage, defaultLanguage } from '#contract/language.ts';
import { serverI18n } from './server-i18n.ts';

/**
 * The markup inside #root for `url` (path and query) in `language` (the visitor's,
 * src/contract/language.ts), given the answers the screen reads.
 */
export async function renderScreen(url: string, reads: Record<string, unknown>, language: string, signal?: AbortSignal): Promise<string> {
  // An error inside a Suspense boundary would leave that part to the device; the server
  // then sends the plain page instead, which the device draws whole.
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppBody firstReads={new Map(Object.entries(reads))} i18n={serverI18n(isLanguage(language) ? language : defaultLanguage)} />
      </StaticRouter>
    </StrictMode>,
    {
      signal,
      onError: (error) => void (failure ??= error),
      // Every part in place in one document: React would otherwise move a large part to
      // the end with an inline script to put it back, which the page's CSP (script-src
      // 'self') does not run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
