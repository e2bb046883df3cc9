/**
 * The one site configuration: the dealer group's name, showrooms, phones, e-mails,
 * hours and social links. Components, the seed and the server read these values from
 * here and never repeat them as literals (the four dealers of requirements 2.2/2.3 are seeded
 * from `showrooms`).
 */

/**
 * A showroom's id: a row of the dealers table. The showrooms are data (Manage > Site,
 * docs/site-settings.md); the four below are only what a new installation starts with.
 */
export type ShowroomId = number;

export interface Showroom {
  /** Dealer id (requirements 9: the installation starts with four showrooms, ids 1 to 4). */
  id: ShowroomId;
  /** Label used in the header contact list and the NETWORKS menu. */
  label: string;
  name: string;
  address: string;
  salesNo: string;
  serviceNo: string;
  email: string;
  latitude: number;
  longitude: number;
}

export const site = {
  groupName: 'Gurgaon Two Wheelers',
  shortName: 'GT Wheelers',
  tagline: 'Motorcycles, scooters and EVs across our showrooms in Gurgaon',
  /** requirements 2.3 and 9: business hours. */
  openTime: '09:30 AM to 07:00 PM',
  mainAddress: 'Plot 14, Railway Road, Gurgaon, Haryana 122003',
  /** The dealer's GST registration, printed on the quote's letterhead (Haryana's state code is 06). */
  gstin: '06AAGCG4821K1ZK',
  phones: {
    sales: '+91 98110 40001',
    service: '+91 98110 40002',
    crm: '+91 98110 40003',
  },
  emails: {
    sales: 'sales@gtwheelers.in',
    service: 'service@gtwheelers.in',
    crm: 'crm@gtwheelers.in',
    careers: 'admin@gtwheelers.in',
  },
  careerMobile: '+91 98110 40009',
  whatsapp: 'https://wa.me/919811040001',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/gtwheelers' },
    { name: 'Instagram', url: 'https://www.instagram.com/gtwheelers' },
    { name: 'YouTube', url: 'https://www.youtube.com/@gtwheelers' },
    { name: 'X', url: 'https://x.com/gtwheelers' },
  ],
  /** The Joy club video (a third-party embed; see the offline placeholder). */
  joyClubVideo: 'https://www.youtube-nocookie.com/embed/ysz5S6PUM-U',
  builder: { name: 'Pixel Forge Studio', url: 'https://pixelforge.example.com' },
  adminFooterCredit: { name: 'Pixel Forge IT Services', url: 'https://pixelforge.example.com' },
  showrooms: [
    {
      id: 1,
      label: 'RAILWAY ROAD',
      name: 'Gurgaon Two Wheelers, Railway Road',
      address: 'Plot 14, Railway Road, Near Sadar Bazar, Gurgaon, Haryana 122003',
      salesNo: '+91 98110 40001',
      serviceNo: '+91 98110 40002',
      email: 'railwayroad@gtwheelers.in',
      latitude: 28.4727,
      longitude: 77.0199,
    },
    {
      id: 2,
      label: 'SECTOR 18',
      name: 'Gurgaon Two Wheelers, Sector 18',
      address: 'SCO 22, Maruti Industrial Area, Sector 18, Gurgaon, Haryana 122015',
      salesNo: '+91 98110 40011',
      serviceNo: '+91 98110 40012',
      email: 'sector18@gtwheelers.in',
      latitude: 28.4949,
      longitude: 77.0687,
    },
    {
      id: 3,
      label: 'SECTOR 52A',
      name: 'Gurgaon Two Wheelers, Sector 52A',
      address: 'Shop 5, Golf Course Extension Road, Sector 52A, Gurgaon, Haryana 122003',
      salesNo: '+91 98110 40021',
      serviceNo: '+91 98110 40022',
      email: 'sector52a@gtwheelers.in',
      latitude: 28.4338,
      longitude: 77.0745,
    },
    {
      id: 4,
      label: 'PATAUDI',
      name: 'Gurgaon Two Wheelers, Pataudi',
      address: 'Main Rewari Road, Near Bus Stand, Pataudi, Gurgaon, Haryana 122503',
      salesNo: '+91 98110 40031',
      serviceNo: '+91 98110 40032',
      email: 'pataudi@gtwheelers.in',
      latitude: 28.3255,
      longitude: 76.7795,
    },
  ] satisfies Showroom[] as Showroom[],
} as const;

/** The largest id a showroom column holds (smallint). */
const largestShowroomId = 32767;

/**
 * The shape of a showroom id in what a form or a query sent (1, '1', ' 12 '), or null for
 * anything else: absent, '' and malformed values all mean "any showroom". Whether such a
 * showroom exists, and is open, is the stored showrooms' to say (server/site/showroom-list.ts).
 */
export function showroomIdOf(value: unknown): ShowroomId | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= largestShowroomId ? n : null;
}

/** A map link that works anywhere (used for the offline placeholder of embedded maps). */
export function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** The embedded map of a dealer page (requirements 9: map zoom 14). */
export function mapEmbedUrl(latitude: number, longitude: number, zoom = 14): string {
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}
