/**
 * The checks every screen passes, with tools nobody here wrote: axe-core (WCAG 2.0/2.1 A
 * and AA) finds no violation, nothing scrolls sideways, and on a touch screen every control
 * a finger can reach is at least 44x44 px. Failures are soft by default, so one run lists
 * them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The time a test allows for each screen it opens and audits: about 10 s on a loaded
 * machine (29 routes took 4.8 min at a load average of 10). A test auditing a list of
 * screens allows this per screen, so its bound grows with the list and catches a hang only.
 */
export const auditedScreenBound = 20_000;

/** WCAG 2.5.5 (AAA) and Apple/Google guidance: a finger needs 44x44 CSS px. */
export const minTarget = 44;

/** Third-party embeds (maps, video) are not ours to test and need the internet: an empty titled page stands in. */
export async function standInForThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Embedded content</title></html>' }),
  );
}

/** The controls on the page smaller than a fingertip, described so a failure says which. */
export function smallTargets(page: Page, min = minTarget): Promise<string[]> {
  return page.evaluate((size) => {
    const selector = [
      'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
      '[role="button"]', '[role="tab"]', '[role="link"]', '[role="checkbox"]', '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[inert], [aria-hidden="true"], [hidden]') || el.getClientRects().length === 0) continue;
      // WCAG 2.5.8's inline exception: a link inside a sentence keeps the sentence's line height.
      const sentence = el.tagName === 'A' && el.parentElement?.tagName === 'P' ? el.parentElement.textContent ?? '' : '';
      if (sentence.trim().length > (el.textContent ?? '').trim().length + 20) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // A checkbox or radio is operated through its label: the label is the target.
      const input = el as HTMLInputElement;
      const target =
        el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')
          ? (el.closest('label') ?? (input.id ? document.querySelector<HTMLElement>(`label[for="${input.id}"]`) : null) ?? el)
          : el;
      const box = target.getBoundingClientRect();
      if (box.width < size - 0.5 || box.height < size - 0.5) {
        const name = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, min);
}

/** Waits for every animation and transition with an end (not a spinner's endless turn) to finish. */
function motionFinished(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * axe and the touch targets on the screen at rest. Text caught mid-fade (a toast coming in
 * or leaving, a stacked toast's words fading out) has a contrast no reader meets, and axe
 * took it for a violation: CI failed once on a toast's title read mid-fade. A control
 * caught mid-transform is measured smaller than a finger meets it: the toast behind one
 * that left grows from 95 % to full size in 300 ms, and its 44 px close measured 42 (a
 * browser run, 2 Dec 2026). So motion is let finish first, and a pass during which
 * something began to move is made again; a real violation is still there when the
 * screen is still.
 */
async function settledScreenChecks(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    await motionFinished(page);
    await page.evaluate(() => {
      const w = window as Window & { auditMotionStarts?: number };
      if (w.auditMotionStarts === undefined) {
        const count = () => { w.auditMotionStarts = (w.auditMotionStarts ?? 0) + 1; };
        document.addEventListener('transitionrun', count, true);
        document.addEventListener('animationstart', count, true);
      }
      w.auditMotionStarts = 0;
    });
    // Legacy mode: axe runs in the page itself. The default also runs it in each frame and
    // then in a new blank page to join the results, a page per audit; our only frames are
    // third-party embeds (their element, title included, is still checked here). The two
    // audit files took 98 s in the default mode and 85 s in this one.
    const axe = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
    const small = await smallTargets(page);
    const moved = await page.evaluate(() => (window as Window & { auditMotionStarts?: number }).auditMotionStarts ?? 0);
    if (moved === 0 || attempt === 3) return { axe, small };
  }
}

interface AuditOptions {
  /**
   * Fail at once instead of listing every failure: where later steps build on the screen
   * (a dialog about to be filled in, a lead about to change), a broken screen should stop them.
   */
  hard?: boolean;
}

/** axe, sideways scrolling and the touch targets; soft unless `hard` is set. */
export async function audit(page: Page, label: string, { hard = false }: AuditOptions = {}): Promise<void> {
  const check = hard ? expect : expect.soft;
  const { axe, small } = await settledScreenChecks(page);
  const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  check(violations, `${label}: axe violations`).toEqual([]);
  // clientWidth, not the viewport: a visible vertical scrollbar narrows what fits.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  check(overflow, `${label}: px the page scrolls sideways`).toBeLessThanOrEqual(0);
  check(small, `${label}: controls under ${minTarget}x${minTarget} px`).toEqual([]);
}
