/**
 * A real catalogue file, as Export writes it (src/contract/catalogue-transfer.ts): one
 * published model with a main photo and `photos - 1` more, each a 2000x1500 JPEG of noise,
 * as a camera's photo is, so it costs the photo pipeline what a real photo does.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { manifestEntry, transferFormat, transferVersion, type TransferManifest } from '#contract/catalogue-transfer.ts';
import { sha256Hex } from '../../server/files/repository.ts';

export async function realCatalogueFile(name = 'Healthz Scooter', photos = 12): Promise<Uint8Array> {
  const entries: Zippable = {};
  const files: TransferManifest['files'] = [];
  for (let i = 0; i < photos; i += 1) {
    const bytes = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 100 + i * 5, sigma: 30 } } }).jpeg().toBuffer();
    const entry = `files/${String(i + 1).padStart(5, '0')}.jpg`;
    entries[entry] = [new Uint8Array(bytes), { level: 0 }];
    files.push({ path: `/media/img/real${i}/1200.jpg`, entry, kind: 'img', sha256: sha256Hex(bytes) });
  }
  const draft = {
    type: 'scooters', name, variants: [{ name: 'Standard', price: 80_000 }],
    photos: { main: files[0]!.path, more: files.slice(1).map((f) => f.path) },
  };
  const manifest: TransferManifest = {
    format: transferFormat, version: transferVersion, exportedAt: new Date().toISOString(), models: [{ state: 'published', draft }], files,
  };
  entries[manifestEntry] = strToU8(JSON.stringify(manifest));
  return zipSync(entries);
}

/** A photo as a phone's camera takes it: 4000x3000 (12 MP) of noise, some 4.6 MB of JPEG. */
export function largePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } } }).jpeg().toBuffer();
}
