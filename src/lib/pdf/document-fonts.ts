/**
 * The font of the dealer's one-page documents (document-page.ts): Noto Sans Devanagari,
 * regular and bold, hashed build files the service worker keeps once fetched.
 */
import { devanagariFontUrls } from './devanagari-font-urls.ts';
import type { DocumentFonts } from './document-page.ts';

async function bytesOf(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

export async function documentFonts(): Promise<DocumentFonts> {
  const [regular, bold] = await Promise.all([bytesOf(devanagariFontUrls.regular), bytesOf(devanagariFontUrls.bold)]);
  return { regular, bold };
}
