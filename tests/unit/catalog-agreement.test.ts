/**
 * A message in two visitor catalogs has one translation per language. The server draws a
 * page with every catalog loaded into one Lingui instance, the device with only the frame's
 * and the screen's: two words for one message id make the drawn page and the device's first
 * render disagree (a hydration mismatch, the page drawn again). Read from the PO files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = 'src/locales';
const entry = /^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm;

function translations(language: string): Map<string, Map<string, string>> {
  const byMessage = new Map<string, Map<string, string>>();
  const dir = join(localesDir, language);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    for (const [, context, id, text] of readFileSync(join(dir, file), 'utf8').matchAll(entry)) {
      if (!id) continue;
      const key = `${context ?? ''}\u0004${id}`;
      const seen = byMessage.get(key) ?? new Map<string, string>();
      seen.set(file, text ?? '');
      byMessage.set(key, seen);
    }
  }
  return byMessage;
}

describe('visitor catalogs', () => {
  for (const language of readdirSync(localesDir)) {
    it(`${language}: a message found in several catalogs reads the same in each`, () => {
      const disagreements = [...translations(language)]
        .filter(([, byFile]) => new Set(byFile.values()).size > 1)
        .map(([key, byFile]) => `${key.split('\u0004')[1]}: ${[...byFile].map(([f, t]) => `${f} "${t}"`).join(', ')}`);
      expect(disagreements).toEqual([]);
    });
  }

  it('finds messages shared by catalogs at all (the check reads the files it means to)', () => {
    const shared = [...translations('hi').values()].filter((byFile) => byFile.size > 1);
    expect(shared.length).toBeGreaterThan(0);
  });
});
