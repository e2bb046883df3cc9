#!/usr/bin/env node
// Writes public/icons/hindi-label.svg: the word हिन्दी (Noto Sans Devanagari SemiBold, shaped
// by fontkit) as an outline, for the language switch (src/app/language-switch.tsx). An
// English page draws the word as this picture, not as text, so it needs no Devanagari font:
// the font is loaded only by pages in Hindi (docs/visitor-language.md).
//   node scripts/generate-hindi-label.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const font = fontkit.openSync(require.resolve('@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf'));
const run = font.layout('हिन्दी');
const scale = 1000 / font.unitsPerEm;
let x = 0;
const parts = [];
run.glyphs.forEach((glyph, i) => {
  const pos = run.positions[i];
  const path = glyph.path.scale(scale, -scale).translate((x + pos.xOffset) * scale, font.ascent * scale - pos.yOffset * scale);
  parts.push(path.toSVG());
  x += pos.xAdvance;
});
const round = (d) => d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
const width = Math.round(x * scale);
const height = Math.round((font.ascent - font.descent) * scale);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><path fill="#1d1d1f" d="${round(parts.join(''))}"/></svg>\n`;
writeFileSync(new URL('../public/icons/hindi-label.svg', import.meta.url), svg);
