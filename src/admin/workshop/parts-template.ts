/**
 * The parts price list's template file: the columns the import reads (src/contract/workshop.ts
 * `partsColumns`) and two rows showing how each is written, so a dealer's own sheet can be
 * pasted under the header.
 */
import Papa from 'papaparse';
import { download } from '../export/download.ts';

export const partsTemplateHeadings = ['Part Number', 'Name', 'HSN', 'Price', 'GST Rate'];
const examples = [
  ['94109-06000', 'Engine oil 0.9 L', '27101980', '389.99', '18'],
  ['06455-K44-V01', 'Brake shoe set', '87141090', '1250.50', '28'],
];

export function partsTemplateCsv(): string {
  return `\uFEFF${Papa.unparse({ fields: partsTemplateHeadings, data: examples }, { newline: '\r\n' })}\r\n`;
}

export function downloadPartsTemplate(): void {
  download(new Blob([partsTemplateCsv()], { type: 'text/csv;charset=utf-8' }), 'parts-price-list-template.csv');
}
