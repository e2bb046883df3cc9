#!/usr/bin/env node
// Draws the app icons (docs/offline.md: installable app) with our own code: a red
// rounded square with a white wheel, anti-aliased by supersampling, written as PNG with
// a minimal encoder (zlib deflate + CRC-32). Run `node scripts/generate-icons.mjs` after
// changing the drawing; the PNGs are committed in public/icons.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const red = [0xc8, 0x10, 0x2e];
const white = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Is (x, y) in 0..1 space inside the red background? */
function inBackground(x, y, maskable) {
  if (maskable) return true; // full bleed: the platform applies its own mask
  const m = 0.04;
  const r = 0.2;
  const cx = Math.min(Math.max(x, m + r), 1 - m - r);
  const cy = Math.min(Math.max(y, m + r), 1 - m - r);
  return x >= m && x <= 1 - m && y >= m && y <= 1 - m && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Is (x, y) on the white wheel? scale < 1 keeps it inside the maskable safe zone. */
function inWheel(x, y, scale) {
  const dx = (x - 0.5) / scale;
  const dy = (y - 0.5) / scale;
  const d = Math.hypot(dx, dy);
  if (d >= 0.3 && d <= 0.38) return true; // tyre
  if (d <= 0.075) return true; // hub
  if (d > 0.3) return false;
  // five spokes
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const along = dx * Math.cos(a) + dy * Math.sin(a);
    const across = -dx * Math.sin(a) + dy * Math.cos(a);
    if (along > 0 && Math.abs(across) <= 0.025) return true;
  }
  return false;
}

function draw(size, maskable) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  const scale = maskable ? 0.78 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!inBackground(x, y, maskable)) continue;
          bg++;
          if (inWheel(x, y, scale)) fg++;
        }
      }
      const n = samples * samples;
      const alpha = bg / n;
      const mix = bg ? fg / bg : 0;
      const o = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[o + c] = Math.round(red[c] * (1 - mix) + white[c] * mix);
      rgba[o + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, rgba);
}

const spokes = Array.from({ length: 5 }, (_, i) => {
  const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
  return `<line x1="256" y1="256" x2="${(256 + 154 * Math.cos(a)).toFixed(1)}" y2="${(256 + 154 * Math.sin(a)).toFixed(1)}"/>`;
}).join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect x="20" y="20" width="472" height="472" rx="102" fill="#c8102e"/><g stroke="#fff" fill="none"><circle cx="256" cy="256" r="174" stroke-width="41"/><g stroke-width="26">${spokes}</g></g><circle cx="256" cy="256" r="38" fill="#fff"/></svg>\n`;

mkdirSync(outDir, { recursive: true });
const files = {
  'icon-192.png': draw(192, false),
  'icon-512.png': draw(512, false),
  'icon-maskable-512.png': draw(512, true),
  'apple-touch-icon.png': draw(180, true),
};
for (const [name, data] of Object.entries(files)) writeFileSync(join(outDir, name), data);
writeFileSync(join(outDir, 'icon.svg'), svg);
console.log(`Wrote ${Object.keys(files).length + 1} icons to ${outDir}`);
