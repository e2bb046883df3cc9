/**
 * Where the built app serves Noto Sans Devanagari (OFL, from its npm package; Vite gives
 * each weight a hashed /assets/ URL). One module for the quote PDF and the admin export,
 * so the bundle keeps the two URLs in one small shared chunk: loading it fetches no font.
 */
import regularUrl from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';

export const devanagariFontUrls = { regular: regularUrl, bold: boldUrl } as const;
