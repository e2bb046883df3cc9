/**
 * The audit helper judges the screen at rest: words caught mid-fade (a toast arriving or
 * leaving) are not a contrast failure, and a real one is still found.
 */
import { expect, test } from '@playwright/test';
import { audit } from './support/audit.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Audit</title><style>
    .fading { transition: opacity 1500ms linear; }
  </style></head><body><main><h1>Audit</h1>${body}</main></body></html>`;

test('text that is still fading in is judged once the fade has ended', async ({ page: tab }) => {
  await tab.setContent(page('<p id="words" class="fading" style="opacity: 0.1">Status change sent</p>'));
  await tab.evaluate(() => requestAnimationFrame(() => { document.getElementById('words')!.style.opacity = '1'; }));
  await expect.poll(() => tab.evaluate(() => document.getAnimations().length)).toBe(1);
  await audit(tab, 'Mid-fade', { hard: true });
});

test('text that starts to fade in while axe reads the page is read again at rest', async ({ page: tab }) => {
  await tab.setContent(page('<p id="words" class="fading" style="opacity: 0.1">Status change sent</p>'));
  // The fade begins the moment axe is put into the page, so axe's first reading sees faint words.
  await tab.evaluate(() => {
    let held: unknown;
    Object.defineProperty(window, 'axe', {
      configurable: true,
      get: () => held,
      set: (value) => {
        held = value;
        document.getElementById('words')!.style.opacity = '1';
      },
    });
  });
  await audit(tab, 'Fade during the reading', { hard: true });
});

test('faint words at rest are still a contrast failure', async ({ page: tab }) => {
  await tab.setContent(page('<p style="opacity: 0.1">Status change sent</p>'));
  const failure = await audit(tab, 'Faint at rest', { hard: true }).then(() => null, (error: Error) => error.message);
  expect(failure).toContain('color-contrast');
});
