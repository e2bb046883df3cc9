/**
 * The dealer's letterhead on a PDF page, one drawing for every PDF the site makes (the
 * on-road quote, src/catalogue/quote/quote-pdf.ts, and the staff's report exports,
 * src/admin/export/export-pdf.ts): the logo (the dealer's own from Manage > Site, else the
 * drawn mark), the dealer's name and GSTIN on the left, the showroom's name, address, phone
 * and e-mail on the right, and a red rule under them. Laid out in millimetres and drawn in
 * the page's own unit, so a portrait page in mm and a landscape one in points match.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import { logoPictureUrl, type SiteSettings } from '#contract/site-settings.ts';
import { mediaUrl } from '../api.ts';

/** What the letterhead says. */
export interface Letterhead {
  dealerName: string;
  gstin: string;
  showroomName: string;
  address: string;
  phone: string;
  email: string;
  /** The dealer's logo as a JPEG data URL (pictureJpeg), or null for the drawn mark. */
  logo: string | null;
}

/**
 * What a letterhead says for a showroom of the dealer (Manage > Site): the showroom's name,
 * address and lines, or the head office's without one.
 */
export function letterheadText(site: SiteSettings, showroomId: number | undefined): Omit<Letterhead, 'logo'> {
  const showroom = showroomId === undefined ? undefined : site.showrooms.find((s) => s.id === showroomId);
  return {
    dealerName: site.dealerName,
    gstin: site.gstin,
    showroomName: showroom?.name ?? 'Head office',
    address: showroom?.address ?? site.office.address,
    phone: showroom?.salesNo ?? site.office.salesPhone,
    email: showroom?.email ?? site.office.salesEmail,
  };
}

/** One line of text at a size (pt), on the page's unit's x and y. */
export type LetterheadText = (value: string, size: number, x: number, y: number, options: { bold?: boolean; align?: 'left' | 'right'; grey?: boolean }) => void;

/** A picture (the model's, the dealer's logo) as a JPEG for the page (any format the browser draws, SVG included); null if it cannot be had. */
export async function pictureJpeg(url: string | undefined, width = 800, height = 500): Promise<string | null> {
  if (!url) return null;
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const scale = Math.min(canvas.width / image.naturalWidth, canvas.height / image.naturalHeight);
    const w = image.naturalWidth * scale;
    const h = image.naturalHeight * scale;
    context.drawImage(image, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  }
}

/** The dealer's own logo (Manage > Site) for a letterhead; null without one or when it cannot be read. */
export function letterheadLogo(site: Pick<SiteSettings, 'logoPath'>): Promise<string | null> {
  return site.logoPath ? pictureJpeg(mediaUrl(logoPictureUrl(site.logoPath)), 256, 256) : Promise.resolve(null);
}

/** The group's mark (src/app/logo.tsx): a red shield with a white wheel. */
function drawMark(pdf: JsPdf, x: number, y: number, size: number): void {
  const k = size / 64;
  pdf.setFillColor(200, 16, 46);
  // The shield: straight top and sides, a curved point at the foot.
  pdf.lines([[26 * k, 10 * k], [0, 20 * k], [0, 15 * k, -11 * k, 25 * k, -26 * k, 30 * k], [-15 * k, -5 * k, -26 * k, -15 * k, -26 * k, -30 * k], [0, -20 * k]], x + 32 * k, y + 2 * k, [1, 1], 'F', true);
  pdf.setDrawColor(255, 255, 255).setLineWidth(3 * k * 0.6);
  pdf.circle(x + 32 * k, y + 31 * k, 15 * k, 'S');
  pdf.setFillColor(255, 255, 255).circle(x + 32 * k, y + 31 * k, 4 * k, 'F');
  pdf.setLineWidth(1.6 * k * 0.6);
  pdf.line(x + 32 * k, y + 16 * k, x + 32 * k, y + 46 * k);
  pdf.line(x + 17 * k, y + 31 * k, x + 47 * k, y + 31 * k);
}

/**
 * Draws the letterhead between `left` and `right` from `top` (in the page's unit, `perMm`
 * of them to a millimetre) and returns where its rule is. `phoneWord` is 'Phone' in the
 * reader's language.
 */
export function drawLetterhead(
  pdf: JsPdf,
  head: Letterhead,
  box: { left: number; right: number; top: number; perMm: number; phoneWord: string },
  text: LetterheadText,
): number {
  const { left, right, top, perMm: k } = box;
  if (head.logo) pdf.addImage(head.logo, 'JPEG', left, top, 18 * k, 18 * k);
  else drawMark(pdf, left, top, 18 * k);
  text(head.dealerName, 15, left + 21 * k, top + 7 * k, { bold: true });
  text(`GSTIN ${head.gstin}`, 8.5, left + 21 * k, top + 13 * k, { grey: true });
  text(head.showroomName, 9, right, top + 4 * k, { align: 'right', bold: true });
  text(head.address, 8.5, right, top + 9 * k, { align: 'right', grey: true });
  text(`${box.phoneWord}: ${head.phone}  ·  ${head.email}`, 8.5, right, top + 14 * k, { align: 'right', grey: true });
  const rule = top + 21 * k;
  pdf.setDrawColor(200, 16, 46).setLineWidth(0.8 * k).line(left, rule, right, rule);
  return rule;
}
