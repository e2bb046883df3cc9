/**
 * Files the PDF export tests read: the export fonts (as the browser would fetch them) and
 * the text poppler extracts from a built PDF.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export const latinFontPath = join(root, 'public/fonts/DejaVuSans.ttf');
export const devanagariFontPath = join(root, 'node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');

/** A file's bytes as the ArrayBuffer a fetch would give. */
export function fileBytes(path: string): ArrayBuffer {
  const bytes = readFileSync(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** `pdftotext -layout` of a PDF (pages separated by form feeds). */
export function pdfText(pdf: ArrayBuffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: Buffer.from(pdf),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

/** The dealer's one-page documents' font (src/lib/pdf/document-page.ts), regular and bold. */
export const documentFontFiles = () => ({
  regular: fileBytes(devanagariFontPath),
  bold: fileBytes(devanagariFontPath.replace('400Regular/NotoSansDevanagari_400Regular', '700Bold/NotoSansDevanagari_700Bold')),
});

/** A letterhead as a document test prints it. */
export const testLetterhead = {
  dealerName: 'Gurgaon Motors', gstin: '06AAGCG4821K1ZK', showroomName: 'Sector 18', address: 'Plot 12, Sector 18, Gurugram',
  phone: '0124 400 1800', email: 'sales@example.in', logo: null,
};
