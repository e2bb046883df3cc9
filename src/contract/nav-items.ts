/** requirements 2.2: the red navigation bar, in order, and the footer links. */
import { site } from './site.ts';

export interface NavLinkItem {
  label: string;
  path: string;
}

export type NavEntry =
  | { kind: 'link'; label: string; path: string }
  | { kind: 'menu'; id: string; label: string; /** The parent path, if the menu has one. */ path?: string; items: NavLinkItem[] };

export const navEntries: NavEntry[] = [
  { kind: 'link', label: 'HOME', path: '/' },
  { kind: 'link', label: 'MOTORCYCLE', path: '/motorcycle' },
  { kind: 'link', label: 'SCOOTERS', path: '/scooters' },
  { kind: 'link', label: 'EV', path: '/ev' },
  {
    kind: 'menu',
    id: 'services',
    label: 'SERVICES',
    path: '/services',
    items: [
      { label: 'BOOK FOR SERVICE', path: '/service-booking' },
      { label: 'AMC', path: '/amc' },
      { label: 'EXTENDED WARRANTY', path: '/extendedWarranty' },
    ],
  },
  { kind: 'link', label: 'FINANCE', path: '/finance' },
  {
    kind: 'menu',
    id: 'networks',
    label: 'NETWORKS',
    path: '/networks',
    // requirements 2.2: RAILWAY ROAD, SECTOR 18, SECTOR 52A, PATAUDI -> /dealers/1 .. /dealers/4.
    items: site.showrooms.map((s) => ({ label: s.label, path: `/dealers/${s.id}` })),
  },
  { kind: 'link', label: 'INSURANCE', path: '/insurance' },
  { kind: 'link', label: 'OFFERS', path: '/offers' },
  {
    kind: 'menu',
    id: 'others',
    label: 'OTHERS',
    items: [
      { label: 'FEEDBACK', path: '/feedback' },
      { label: 'CAREER', path: '/career' },
      { label: 'GALLERY', path: '/gallery' },
      { label: 'ABOUT US', path: '/about' },
      { label: 'CONTACT US', path: '/contact' },
    ],
  },
];

/** requirements 2.2: footer links, plus the one to the communication opt-in form. */
export const footerLinks: NavLinkItem[] = [
  { label: 'Finance', path: '/finance' },
  { label: 'EMI Calculator', path: '/finance' },
  { label: 'Contact Us', path: '/contact' },
  { label: 'About Us', path: '/about' },
  { label: 'Terms & Conditions', path: '/terms-conditions' },
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Book For Service', path: '/service-booking' },
  { label: 'Book For AMC', path: '/amc' },
  { label: 'Extended Warranty', path: '/extendedWarranty' },
  { label: 'Communication Opt-In', path: '/optain' },
  { label: 'Track Your Request', path: '/track' },
];

/** Whether an entry is the active one for the current path. */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  if (entry.kind === 'link') return entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
  return (entry.path !== undefined && pathname === entry.path) || entry.items.some((i) => pathname === i.path);
}
