/**
 * The PDF font, fetched only when a PDF export starts (never precached) and kept in the
 * report cache database so PDF export keeps working offline (ARCHITECTURE "Offline").
 */
import { readAsset, saveAsset } from '../../offline/report-cache.ts';

const fontUrl = '/fonts/DejaVuSans.ttf';
let loaded: Promise<ArrayBuffer> | undefined;

async function load(): Promise<ArrayBuffer> {
  const stored = await readAsset(fontUrl).catch(() => undefined);
  if (stored) return stored;
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`font ${response.status}`);
  const bytes = await response.arrayBuffer();
  await saveAsset(fontUrl, bytes).catch(() => undefined);
  return bytes;
}

export function pdfFont(): Promise<ArrayBuffer> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
