/**
 * The e-brochure of a model: an A4 PDF made with jsPDF: title, price, description, a
 * drawing of the vehicle (the product view, redrawn with jsPDF shapes), variants,
 * colours and the six specification sections as tables.
 */
import { jsPDF } from 'jspdf';
import { specSections } from '#contract/catalogue-types.ts';
import { site } from '#contract/site.ts';
import type { SeedModel } from '../seed-types.ts';
import type { DrawItem } from './render-3d.ts';
import { lookOf } from './vehicle-geometry.ts';
import { vehicleDrawing } from './vehicle-svg.ts';

const red: [number, number, number] = [204, 0, 0];
const ink: [number, number, number] = [33, 37, 41];
const grey: [number, number, number] = [108, 117, 125];

/** requirements 3: section labels come from field names split at camel case. */
const label = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
/** The PDF's standard fonts have no rupee sign. */
const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN')}`;

export function brochurePdf(model: SeedModel): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: `${model.name} e-brochure`, author: site.groupName, subject: model.description });
  const colour = model.colours[0];

  // Header band.
  doc.setFillColor(...red);
  doc.rect(0, 0, 210, 30, 'F');
  doc.setTextColor(255, 255, 255);
  doc.setFont('helvetica', 'bolditalic');
  doc.setFontSize(28);
  doc.text(model.name.toUpperCase(), 14, 19);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(site.groupName, 196, 12, { align: 'right' });
  doc.text('e-Brochure', 196, 19, { align: 'right' });

  // The vehicle, drawn from the same geometry as the product image.
  if (colour) drawVehicle(doc, vehicleDrawing(lookOf(model), colour, 0), 22, 32, 0.21);

  doc.setTextColor(...ink);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(`Ex-showroom from ${rupees(model.price)}/-`, 14, 145);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10.5);
  doc.text(doc.splitTextToSize(model.description, 182), 14, 153);

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text('Engine', 14, 176);
  doc.text('Power', 80, 176);
  doc.text('Transmission', 146, 176);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(doc.splitTextToSize(model.engine, 60), 14, 182);
  doc.text(model.power, 80, 182);
  doc.text(model.transmission, 146, 182);

  let y = table(doc, 'Variants', model.variants.map((v) => [v.name, `${rupees(v.price)}/-`]), 14, 196, 88);
  const coloursTop = 196;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(...red);
  doc.text('Colours', 110, coloursTop);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(...ink);
  model.colours.forEach((c, i) => {
    doc.setFillColor(c.body);
    doc.setDrawColor(...grey);
    doc.circle(114, coloursTop + 8 + i * 9, 3, 'FD');
    doc.text(c.name, 120, coloursTop + 9.5 + i * 9);
  });
  y = Math.max(y, coloursTop + 8 + model.colours.length * 9) + 6;
  features(doc, model, y);
  footer(doc, 1);

  // Page 2: the six specification sections.
  doc.addPage();
  doc.setFillColor(...red);
  doc.rect(0, 0, 210, 16, 'F');
  doc.setTextColor(255, 255, 255);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(`${model.name} - Specifications`, 14, 11);
  let left = 26;
  let right = 26;
  for (const [i, section] of specSections.entries()) {
    const rows = Object.entries(model.specs[section.field]).map(([k, v]) => [label(k), v] as [string, string]);
    if (i % 2 === 0) left = table(doc, section.title, rows, 14, left, 88) + 8;
    else right = table(doc, section.title, rows, 108, right, 88) + 8;
  }
  doc.setTextColor(...grey);
  doc.setFontSize(8);
  doc.text(doc.splitTextToSize('Specifications and features are subject to change without notice. Colours shown may differ from the actual vehicle. Prices are ex-showroom and exclude registration, insurance and accessories.', 182), 14, Math.max(left, right) + 4);
  footer(doc, 2);
  return new Uint8Array(doc.output('arraybuffer'));
}

function drawVehicle(doc: jsPDF, items: DrawItem[], x0: number, y0: number, k: number): void {
  doc.setLineCap('round');
  doc.setLineJoin('round');
  // Only state changes are written: the drawing stays small and quick to produce.
  let fill = '';
  let stroke = '';
  let width = -1;
  const long = (c: string) => (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c);
  const state = (f: string | null, s: string, w: number) => {
    f = f && long(f);
    s = long(s);
    if (f !== null && f !== fill) doc.setFillColor((fill = f));
    if (s !== stroke) doc.setDrawColor((stroke = s));
    if (w !== width) doc.setLineWidth((width = w));
  };
  for (const item of items) {
    if (item.kind === 'line') {
      state(null, item.colour, Math.max(0.1, Math.round(item.width * k * 10) / 10));
      doc.line(x0 + item.a[0] * k, y0 + item.a[1] * k, x0 + item.b[0] * k, y0 + item.b[1] * k);
      continue;
    }
    const [first, ...rest] = item.pts;
    if (!first) continue;
    const deltas: [number, number][] = [];
    let prev = first;
    for (const p of rest) {
      deltas.push([(p[0] - prev[0]) * k, (p[1] - prev[1]) * k]);
      prev = p;
    }
    state(item.fill, item.fill, 0.1);
    doc.lines(deltas, x0 + first[0] * k, y0 + first[1] * k, [1, 1], 'FD', true);
  }
}

/** A titled two-column table; returns the y below it. */
function table(doc: jsPDF, title: string, rows: [string, string][], x: number, y: number, width: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(...red);
  doc.text(title, x, y);
  doc.setFontSize(9);
  let top = y + 3;
  rows.forEach(([key, value], i) => {
    const lines: string[] = doc.splitTextToSize(value, width * 0.55 - 3);
    const h = 4.2 * lines.length + 2.4;
    doc.setFillColor(i % 2 ? 255 : 244, i % 2 ? 255 : 245, i % 2 ? 255 : 247);
    doc.rect(x, top, width, h, 'F');
    doc.setTextColor(...grey);
    doc.setFont('helvetica', 'normal');
    doc.text(key, x + 2, top + 4.4);
    doc.setTextColor(...ink);
    doc.setFont('helvetica', 'bold');
    doc.text(lines, x + width * 0.45, top + 4.4);
    top += h;
  });
  return top;
}

function features(doc: jsPDF, model: SeedModel, y: number): void {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(...red);
  doc.text('Key features', 14, y);
  model.features.slice(0, 4).forEach((f, i) => {
    const x = 14 + (i % 2) * 94;
    const top = y + 6 + Math.floor(i / 2) * 20;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10);
    doc.setTextColor(...ink);
    doc.text(f.heading, x, top);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8.5);
    doc.setTextColor(...grey);
    doc.text(doc.splitTextToSize(f.description, 88).slice(0, 3), x, top + 4.5);
  });
}

function footer(doc: jsPDF, page: number): void {
  doc.setDrawColor(...red);
  doc.setLineWidth(0.6);
  doc.line(14, 284, 196, 284);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...grey);
  doc.text(`${site.groupName}  |  ${site.mainAddress}  |  Sales ${site.phones.sales}  |  ${site.emails.sales}`, 14, 289);
  doc.text(`Page ${page} of 2`, 196, 289, { align: 'right' });
}
