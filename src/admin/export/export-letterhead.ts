/**
 * The letterhead of a staff member's PDF export (src/lib/pdf/letterhead.ts, as on the
 * on-road quote): the dealer's name, GSTIN and logo from Manage > Site, and the showroom the
 * person works at when they have one; a person of several showrooms or of all (an Owner)
 * exports under the head office's address and lines.
 */
import type { SiteSettings } from '#contract/site-settings.ts';
import { letterheadLogo, letterheadText, type Letterhead } from '../../lib/pdf/letterhead.ts';

export function exportLetterheadText(site: SiteSettings, showroomIds: readonly number[]): Omit<Letterhead, 'logo'> {
  return letterheadText(site, showroomIds.length === 1 ? showroomIds[0] : undefined);
}

/** The letterhead with the dealer's logo read (null, the drawn mark, when it cannot be). */
export async function exportLetterhead(site: SiteSettings, showroomIds: readonly number[]): Promise<Letterhead> {
  return { ...exportLetterheadText(site, showroomIds), logo: await letterheadLogo(site) };
}
