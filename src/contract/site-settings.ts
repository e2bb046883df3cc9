/**
 * The dealer's own details as the site shows them (Manage > Site, docs/site-settings.md):
 * name, brands, logo, GSTIN, the group office's contacts, social links and every showroom.
 * Stored in the database (site_settings and dealers), read by visitors from GET /api/site
 * and edited by Owners through /api/admin/site. `defaultSiteSettings` are the values the
 * site started with (src/contract/site.ts): the migration stores them, and a device shows
 * them only until it has read the dealer's own.
 */
import { sourceFor } from './media.ts';
import { site } from './site.ts';

export interface SiteShowroom {
  /** The dealer id of /dealers/{id} and GET /api/dealers/{id}; staff, leads and appointments are keyed by it. */
  id: number;
  /** The short name of the header's contact list and the NETWORKS menu ('SECTOR 18'). */
  label: string;
  name: string;
  address: string;
  salesNo: string;
  serviceNo: string;
  /** Opening hours as visitors read them ('09:30 AM to 07:00 PM'). */
  hours: string;
  email: string;
  latitude: number;
  longitude: number;
  /**
   * A closed showroom leaves the visitors' choices, menu and pages; staff screens, reports,
   * leads and bookings keep it by name. Absent (a device's copy from an earlier version): open.
   */
  closed?: boolean;
}

/** The group office: the footer's, the contact page's and the career page's contacts. */
export interface SiteOffice {
  address: string;
  salesPhone: string;
  servicePhone: string;
  crmPhone: string;
  salesEmail: string;
  serviceEmail: string;
  crmEmail: string;
  careersEmail: string;
  careersPhone: string;
}

export interface SocialLink {
  name: string;
  url: string;
}

export interface SiteSettings {
  dealerName: string;
  /** The brands the dealer sells ('Honda'). */
  brands: string[];
  /** A picture on this site ('/media/...'), or '' for the drawn mark. */
  logoPath: string;
  gstin: string;
  /** The group's opening hours (requirements 9: 09:30 AM to 07:00 PM). */
  hours: string;
  /**
   * The same in Hindi ('' when they cannot be read as two times): made by the server from
   * `hours` for the public read (./opening-hours.ts), never stored or edited.
   */
  hoursHi?: string;
  office: SiteOffice;
  /** The WhatsApp chat link of the social sidebar, or '' for none. */
  whatsapp: string;
  social: SocialLink[];
  showrooms: SiteShowroom[];
}

/** A showroom as Manage > Site sends it: one without an id is new (the server gives it one). */
export type SiteShowroomInput = Omit<SiteShowroom, 'id'> & { id?: number | null };

/** The body of PUT /api/admin/site. */
export type SiteSettingsInput = Omit<SiteSettings, 'showrooms'> & { showrooms: SiteShowroomInput[] };

/**
 * The answer of GET /api/admin/site: the settings, and for each showroom that something
 * refers to, what (['2 staff accounts', '5 leads']): Manage > Site says so when asked to
 * remove it.
 */
export interface AdminSiteSettings {
  settings: SiteSettings;
  inUse: Record<string, string[]>;
}

/** The answer of PUT /api/admin/site. */
export interface SiteSaveAnswer {
  message: string;
  changed: boolean;
  settings: SiteSettings;
}

export const siteApiPaths = {
  /** Public: what every visitor screen shows of the dealer (kept for offline use). */
  site: '/api/site',
  /** Owners: read and replace the settings. */
  adminSite: '/api/admin/site',
  /** Owners: a logo picture through the photo pipeline (answers its stored path, not yet saved). */
  adminSiteLogo: '/api/admin/site/logo',
} as const;

/**
 * How many pixels wide a logo is ever drawn: the header's and footer's 52 px mark on a 3x
 * screen, and the quote's letterhead (256 px). One file, the smallest made width at least
 * this wide, serves all three and is the one a device keeps for offline use.
 */
export const logoDrawnPixels = 256;

/** The one URL of the logo every screen, the quote PDF and the offline copy use ('' for the drawn mark). */
export function logoPictureUrl(logoPath: string): string {
  return logoPath ? sourceFor(logoPath, logoDrawnPixels) : '';
}

/** The values the site started with, from src/contract/site.ts. */
export const defaultSiteSettings: SiteSettings = {
  dealerName: site.groupName,
  brands: ['Honda'],
  logoPath: '',
  gstin: site.gstin,
  hours: site.openTime,
  office: {
    address: site.mainAddress,
    salesPhone: site.phones.sales,
    servicePhone: site.phones.service,
    crmPhone: site.phones.crm,
    salesEmail: site.emails.sales,
    serviceEmail: site.emails.service,
    crmEmail: site.emails.crm,
    careersEmail: site.emails.careers,
    careersPhone: site.careerMobile,
  },
  whatsapp: site.whatsapp,
  social: site.social.map((s) => ({ ...s })),
  showrooms: site.showrooms.map((s) => ({
    id: s.id, label: s.label, name: s.name, address: s.address, salesNo: s.salesNo, serviceNo: s.serviceNo,
    hours: site.openTime, email: s.email, latitude: s.latitude, longitude: s.longitude, closed: false,
  })),
};

/** The showrooms visitors may choose, see in the menu and open a page of. */
export function openShowrooms(showrooms: readonly SiteShowroom[]): SiteShowroom[] {
  return showrooms.filter((s) => !s.closed);
}

/** The showroom with this id, open or closed, if any. */
export function showroomIn(showrooms: readonly SiteShowroom[], id: number | null | undefined): SiteShowroom | undefined {
  return id == null ? undefined : showrooms.find((s) => s.id === id);
}

/**
 * How staff name a showroom: its place, the part of its name after the last comma
 * ('Gurgaon Two Wheelers, Sector 18' -> 'Sector 18'), or its whole name; '' for none.
 * A closed one keeps its name, with '(closed)' after it.
 */
export function showroomPlaceIn(showrooms: readonly SiteShowroom[], id: number | null | undefined): string {
  const showroom = showroomIn(showrooms, id);
  if (!showroom) return id == null ? '' : `Showroom ${id}`;
  const place = showroom.name.slice(showroom.name.lastIndexOf(', ') + 1).trim() || showroom.label;
  return showroom.closed ? `${place} (closed)` : place;
}

/**
 * Whether an answer has the shape of the settings (a device's saved copy may come from an
 * older version of the app): checked by hand, so the public pages carry no schema library.
 */
export function isSiteSettings(value: unknown): value is SiteSettings {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<SiteSettings>;
  return typeof v.dealerName === 'string' && typeof v.gstin === 'string' && typeof v.hours === 'string'
    && Array.isArray(v.brands) && Array.isArray(v.social) && Array.isArray(v.showrooms)
    && !!v.office && typeof v.office === 'object' && typeof v.office.address === 'string'
    && v.showrooms.every((s) => !!s && typeof s === 'object' && typeof s.id === 'number' && typeof s.name === 'string');
}
