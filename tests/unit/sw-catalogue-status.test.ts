import { beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { loadCatalog } from '../../src/lib/i18n/catalogs.ts';
import { applyWorkerMessage, percentSaved, useCatalogueStatus } from '../../src/offline/catalogue-status-store.ts';
import { offlineStatusText } from '../../src/offline/offline-status.tsx';
import { isWorkerToPageMessage } from '#contract/sw-messages.ts';

beforeEach(() => useCatalogueStatus.setState({ phase: 'unknown', done: 0, total: 0, version: null }));

describe('offline catalogue status', () => {
  it('shows the share saved while the worker fills the catalogue, then that it works without internet, in both languages', async () => {
    const en = setupI18n({ locale: 'en', messages: { en: await loadCatalog('en', 'frame') } });
    const hi = setupI18n({ locale: 'hi', messages: { hi: await loadCatalog('hi', 'frame') } });
    expect(offlineStatusText(en, useCatalogueStatus.getState().phase, 0)).toBe('');

    applyWorkerMessage({ type: 'catalogue-progress', done: 402, total: 1004 });
    const saving = useCatalogueStatus.getState();
    expect(saving.phase).toBe('saving');
    expect(percentSaved(saving)).toBe(40);
    expect(offlineStatusText(en, saving.phase, percentSaved(saving))).toBe('Saving bikes to this phone: 40%');
    expect(offlineStatusText(hi, saving.phase, percentSaved(saving))).toBe('बाइक इस फ़ोन में सेव हो रही हैं: 40%');

    applyWorkerMessage({ type: 'catalogue-ready', version: 'af5ecfb3e9d2cbf9' });
    const ready = useCatalogueStatus.getState();
    expect(ready).toMatchObject({ phase: 'ready', version: 'af5ecfb3e9d2cbf9' });
    expect(offlineStatusText(en, ready.phase, percentSaved(ready))).toBe('Saved: works without internet');
    expect(offlineStatusText(hi, ready.phase, percentSaved(ready))).toBe('सेव हो गया: बिना इंटरनेट भी चलेगा');
  });

  it('never divides by zero on an empty manifest', () => {
    expect(percentSaved({ done: 0, total: 0 })).toBe(0);
  });

  it('never shows more than the whole manifest, whatever a message says', () => {
    expect(percentSaved({ done: 1970, total: 1004 })).toBe(100);
    expect(percentSaved({ done: 1004, total: 1004 })).toBe(100);
    expect(percentSaved({ done: -3, total: 1004 })).toBe(0);
  });

  it('only takes the worker\'s catalogue messages', () => {
    expect(isWorkerToPageMessage({ type: 'catalogue-progress', done: 1, total: 2 })).toBe(true);
    expect(isWorkerToPageMessage({ type: 'catalogue-ready', version: 'x' })).toBe(true);
    expect(isWorkerToPageMessage({ type: 'outbox-sent' })).toBe(false);
    expect(isWorkerToPageMessage(null)).toBe(false);
  });
});
