/**
 * The PDF fonts, fetched only when a PDF export needs them (never precached) and kept in
 * the report cache database so PDF export keeps working offline (docs/offline.md):
 * DejaVu Sans for every PDF; Noto Sans Devanagari (src/lib/pdf/devanagari-font-urls.ts) only
 * when the export has Devanagari text.
 */
import { devanagariFontUrls } from '../../lib/pdf/devanagari-font-urls.ts';
import { readAsset, saveAsset } from '../data/report-cache.ts';
import { PdfFontUnavailableError } from './export-unavailable-error.ts';

async function load(url: string): Promise<ArrayBuffer> {
  const stored = await readAsset(url).catch(() => undefined);
  if (stored) return stored;
  // Never saved and no network: say so (the font cannot be drawn without).
  const response = await fetch(url).catch((error: unknown) => {
    throw new PdfFontUnavailableError({ cause: error });
  });
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  const bytes = await response.arrayBuffer();
  await saveAsset(url, bytes).catch(() => undefined);
  return bytes;
}

const loads = new Map<string, Promise<ArrayBuffer>>();

function loadOnce(url: string): Promise<ArrayBuffer> {
  let loading = loads.get(url);
  if (!loading) {
    loading = load(url).catch((error: unknown) => {
      loads.delete(url);
      throw error;
    });
    loads.set(url, loading);
  }
  return loading;
}

export const pdfFont = () => loadOnce('/fonts/DejaVuSans.ttf');
export const devanagariPdfFont = () => loadOnce(devanagariFontUrls.regular);
