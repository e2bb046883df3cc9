/**
 * What a resume upload really is (requirements 2.3: .pdf, .doc, .docx). The extension the client
 * gave must agree with the bytes: PDF starts with `%PDF-`, DOC is an OLE2 compound file,
 * DOCX is a ZIP holding `word/document.xml` (or at least a `word/` part). Anything else,
 * e.g. a PNG renamed .pdf, is refused.
 */
import { zipEntryNames } from './zip-entries.ts';

interface DocumentType {
  extension: '.pdf' | '.doc' | '.docx';
  contentType: string;
}

const pdf: DocumentType = { extension: '.pdf', contentType: 'application/pdf' };
const doc: DocumentType = { extension: '.doc', contentType: 'application/msword' };
const docx: DocumentType = {
  extension: '.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const pdfMagic = Buffer.from('%PDF-', 'latin1');
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

function isWordZip(bytes: Buffer): boolean {
  if (!startsWith(bytes, zipMagic)) return false;
  const names = zipEntryNames(bytes);
  return !!names && names.some((n) => n === 'word/document.xml' || n.startsWith('word/'));
}

/** The document type when the file name's extension and the bytes agree; else null. */
export function resumeDocumentType(fileName: string, bytes: Buffer): DocumentType | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
  if (extension === '.pdf') return startsWith(bytes, pdfMagic) ? pdf : null;
  if (extension === '.doc') return startsWith(bytes, oleMagic) ? doc : null;
  if (extension === '.docx') return isWordZip(bytes) ? docx : null;
  return null;
}
