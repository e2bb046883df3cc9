/**
 * requirements 2.3 and 5: the resume accepts only .pdf, .doc and .docx. The browser's accept
 * attribute only filters the picker, so the extension (and size) is checked again here;
 * the server checks the bytes.
 */
import { maxUploadBytes, resumeExtensions } from '#contract/options.ts';

export const resumeAccept = resumeExtensions.join(',');
const resumeTypeMessage = 'Please choose a PDF or Word file (.pdf, .doc or .docx).';
const resumeSizeMessage = `The resume must be at most ${Math.round(maxUploadBytes / (1024 * 1024))} MB.`;

export function hasResumeExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return resumeExtensions.some((ext) => lower.endsWith(ext));
}

/** Why a chosen file cannot be sent, or null when it can (no file is fine too). */
export function resumeProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return null;
  if (!hasResumeExtension(file.name)) return resumeTypeMessage;
  if (file.size > maxUploadBytes) return resumeSizeMessage;
  return null;
}
