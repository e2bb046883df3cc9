/**
 * The server's drawing of landing screens: the build's render module
 * (dist/.ssr/render-screen.js, from src/ssr/render-screen.tsx) loaded on first use.
 * Drawing is an improvement, never a condition: without a render module, when it fails or
 * takes too long, the page goes out as the app's shell and the device draws the screen as
 * before. A build made after the module was loaded is not drawn until the server restarts
 * (Node keeps a module once loaded, and markup from the old build would not match the new
 * script): those pages go out as the shell.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../log.ts';

/** Draws the markup inside #root for a URL (path and query) from the screen's API answers, in the visitor's language. */
export type RenderScreen = (url: string, reads: Record<string, unknown>, language: string) => Promise<string | null>;

interface RenderModule {
  renderScreen: (url: string, reads: Record<string, unknown>, language: string, signal?: AbortSignal) => Promise<string>;
}

/** Longer than this and the shell goes out instead: a slow drawing must not hold the page. */
const renderTimeoutMs = 2000;

export function screenRenderer(distDir: string, log: Logger): RenderScreen {
  const file = join(distDir, '.ssr', 'render-screen.js');
  let loadedAt = -1;
  let loading: Promise<RenderModule | null> = Promise.resolve(null);
  let warned = false;
  let staleWarned = false;

  const moduleNow = (): Promise<RenderModule | null> => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loadedAt === -1) {
      loadedAt = mtime;
      loading = import(pathToFileURL(file).href).then(
        (m: RenderModule) => m,
        (error: unknown) => {
          log.error('screen render module could not be loaded', { error: String(error) });
          return null;
        },
      );
    }
    if (mtime !== loadedAt) {
      if (!staleWarned) log.warn('the front end was built again: landing screens go out undrawn until the server restarts');
      staleWarned = true;
      return Promise.resolve(null);
    }
    return loading;
  };

  return async (url, reads, language) => {
    const module = await moduleNow();
    if (!module) return null;
    try {
      // The signal asks the drawing to stop; the race makes sure the page does not wait for it.
      const signal = AbortSignal.timeout(renderTimeoutMs);
      return await Promise.race([module.renderScreen(url, reads, language, signal), whenAborted(signal)]);
    } catch (error) {
      // Once per process: a screen that cannot be drawn on the server would fill the log.
      if (!warned) log.warn('a landing screen could not be drawn on the server; sending the shell', { url, error: String(error) });
      warned = true;
      return null;
    }
  };
}

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}
