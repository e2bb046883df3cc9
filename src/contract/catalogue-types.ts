import type { StaffRole } from './staff-roles.ts';

/** Response shapes of the public reads (requirements 3 and 7.1). Paths are site-relative. */

export interface VehicleSpecs {
  engine: string;
  power: string;
  transmission: string;
  /** The e-brochure path. */
  document: string;
}

export interface Vehicle {
  id: number;
  name: string;
  /** The model name with spaces removed: the key of the detail and 360 reads. */
  bikeName: string;
  nameImg: string;
  bikeIcon: string;
  image: string;
  price: number;
  specs: VehicleSpecs;
}

export type SpecSection = Record<string, string>;

export interface BikeDetail {
  /** The model key (name with spaces removed), as in the URL. */
  bikeName: string;
  /** The display name (requirements 2.3: the detail page's title is the bike name). */
  name: string;
  bikeDetails: string;
  /** The short description in Hindi, '' when the dealer wrote none (the Hindi page then shows bikeDetails). */
  bikeDetailsHi: string;
  bikePrice: number;
  image: string;
  bodyDimensions: SpecSection;
  engineDetails: SpecSection;
  transmissionDetails: SpecSection;
  tyreDetails: SpecSection;
  frame: SpecSection;
  Electrical: SpecSection;
  /**
   * The dealer's Hindi words for specification rows, by section field and the row's English
   * label (its key in the section): only rows with any, '' for a part without. Absent in a
   * copy saved on a device before it existed. A Hindi page shows them, else the site's own
   * Hindi label (src/catalogue/spec-label-words.ts) and the English value marked lang="en".
   */
  specsHi?: Record<string, Record<string, SpecRowHindi>>;
}

export interface SpecRowHindi { label: string; value: string }

/** requirements 2.3: the six specification sections, in order, with the detail field holding each. */
export const specSections = [
  { title: 'Body Dimensions', field: 'bodyDimensions' },
  { title: 'Engine', field: 'engineDetails' },
  { title: 'Transmission', field: 'transmissionDetails' },
  { title: 'Tyres & Brakes', field: 'tyreDetails' },
  { title: 'Frame & Suspension', field: 'frame' },
  { title: 'Electricals', field: 'Electrical' },
] as const satisfies readonly { title: string; field: keyof BikeDetail }[];

export interface Variant { name: string; price: number }
/**
 * The `...Hi` fields: the dealer's Hindi words, '' when none (a Hindi page then shows the
 * English, marked lang="en"); absent in a copy saved on a device before they existed.
 */
export interface Colour { id: number; name: string; image: string; nameHi?: string }
export interface Feature { heading: string; image: string; description: string; headingHi?: string; descriptionHi?: string }
export interface Accessory {
  id: number; heading: string; image: string; description: string; part_no: string; price: number; headingHi?: string; descriptionHi?: string;
}
export interface FrameSet { images: string }
/**
 * A slide of the home slider (requirements 7.1 `{id, filepath}` plus its words): the image is
 * text-free; the kicker, headline, line of text and the button to `ctaPath` (a page of
 * this site) are drawn over it as HTML. Empty strings: the slide is the image alone.
 */
export interface SliderImage {
  id: number;
  filepath: string;
  kicker: string;
  headline: string;
  subline: string;
  ctaLabel: string;
  ctaPath: string;
}
export interface GalleryImage { id: number; image_path: string }
/** titleHi and descriptionHi: the dealer's Hindi words, '' when none (a Hindi page then shows the English). */
export interface Offer { id: number; title: string; image: string; description: string; titleHi: string; descriptionHi: string }

export interface Dealer {
  id: number;
  name: string;
  address: string;
  sales_no: string;
  service_no: string;
  open_time: string;
  email: string;
  latitude: number;
  longitude: number;
}

/** GET /api/offline-manifest: what a device caches to work with no network. */
export interface OfflineManifest {
  /** Changes whenever catalogue data changes. */
  version: string;
  /** What a device saves ahead (the pages' reads, pictures, 360 frames). */
  urls: string[];
  /** Each active model's e-brochure: saved only once the visitor opens it (docs/offline.md "What a first visit downloads"). */
  brochures: { model: string; url: string }[];
  /** The request said Save-Data: on: save nothing ahead, only what the visitor opens. */
  saveData?: true;
}

/** Admin views (requirements 3). */
export interface AdminVehicle { id: number; bikeName?: string; scooterName?: string; status: 0 | 1 }
/** requirements 3 "Model price row", plus every variant (Manage > Price edits each one's price). */
export interface PriceRow { bike_name: string; bike_price: number; variants: { id: number; name: string; price: number }[] }
export interface AccessoryRow { id: number; heading: string; part_no: string; price: number; bike_name: string }
export interface AccountView {
  user_id: string;
  user_name: string;
  email: string;
  mobile_no: string;
  city: string;
  created_date: string;
  expire_date: string;
  Status: string;
  /** What the account may do (src/contract/staff-roles.ts). */
  role: StaffRole;
  /** The showrooms it works for (Sales and Managers see and give only these). */
  showroom_ids: number[];
}
export interface DashboardCounts { bookings: number; amc: number; warranty: number; enquiry_report: number }
