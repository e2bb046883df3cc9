/** The API paths of requirements 7 in one place, for the app, the service worker and the server. */
import { mediaApiPaths } from './media.ts';
import { siteApiPaths } from './site-settings.ts';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** requirements 7.1: the public reads, which the service worker keeps for offline use. */
export const publicReadPaths = {
  images: '/api/images',
  bikes: '/api/bikes',
  scooters: '/api/scooters',
  ev: '/api/ev',
  gallery: '/api/gallery',
  offers: '/api/getOffers',
  bikeView: (bikeName: string) => `/api/bikeView/${seg(bikeName)}`,
  variants: (bikeName: string) => `/api/variants/${seg(bikeName)}`,
  features: (bikeName: string) => `/api/bikeFeatures/${seg(bikeName)}`,
  accessories: (bikeName: string) => `/api/bikeAccessories/${seg(bikeName)}`,
  colours: (bikeName: string) => `/api/bikeColours/${seg(bikeName)}`,
  frames: (bikeName: string) => `/api/360Images/${seg(bikeName)}`,
  dealer: (id: number | string) => `/api/dealers/${seg(id)}`,
  /** Every rate of the on-road quote and each active model's attributes and options. */
  onroadRates: '/api/onroad-rates',
  /** The dealer's name, contacts and showrooms (src/contract/site-settings.ts). */
  site: siteApiPaths.site,
} as const;

/**
 * requirements 7.3: the admin API (sessions, the signed-in account, manage screens, resumes).
 * These need a live session and may hold personal data: never kept by the service
 * worker. The report calls are the report registry's (src/contract/reports.ts).
 */
export const adminApiPaths = {
  login: '/api/login',
  logout: '/api/logout',
  me: '/api/me',
  profile: (userId: string) => `/api/profile/${seg(userId)}`,
  password: (userId: string) => `/api/profile/password/${seg(userId)}`,
  dashboard: '/api/dashboard',
  managePrice: '/api/managePrice',
  price: (bikeName: string) => `/api/managePrice/${seg(bikeName)}`,
  manageAccessories: '/api/manageAccessories',
  accessoryPrice: (id: number | string) => `/api/manageAccessories/${seg(id)}`,
  adminVehicles: (type: 'bikes' | 'scooters' | 'ev') => `/api/${type}_admin`,
  vehicleStatus: (type: 'bikes' | 'scooters' | 'ev', id: number | string) => `/api/${type}/${seg(id)}/status`,
  createOffer: '/api/createOffers',
  deleteOffer: (id: number | string) => `/api/deleteOffers/${seg(id)}`,
  galleryUpload: '/api/galleryupload',
  deleteGallery: (id: number | string) => `/api/deleteGalleryImg/${seg(id)}`,
  resume: (id: string) => `/api/resumes/${seg(id)}`,
  /** Manage > On-road rates: read every table; each PUT replaces one table. */
  adminOnroadRates: '/api/admin/onroad-rates',
  adminOnroadBands: (schedule: string, powertrain: string) => `/api/admin/onroad-rates/bands/${seg(schedule)}/${seg(powertrain)}`,
  adminOnroadCharges: '/api/admin/onroad-rates/charges',
  adminOnroadSettings: '/api/admin/onroad-rates/settings',
  adminOnroadSubsidies: '/api/admin/onroad-rates/subsidies',
  adminOnroadModel: (id: number | string) => `/api/admin/onroad-rates/models/${seg(id)}`,
  adminOnroadOptions: (id: number | string) => `/api/admin/onroad-rates/models/${seg(id)}/options`,
  /** Manage > Site: read and replace the dealer's details. */
  adminSite: siteApiPaths.adminSite,
  adminSiteLogo: siteApiPaths.adminSiteLogo,
  /** Catalogue uploads: a photo, a 360 set, a brochure (src/contract/media.ts). */
  adminMediaImages: mediaApiPaths.images,
  adminMediaFrames: mediaApiPaths.frames,
  adminMediaBrochures: mediaApiPaths.brochures,
  /** Manage > Catalogue (docs/catalogue.md): models as drafts, published, hidden. */
  adminCatalogue: '/api/admin/catalogue',
  adminModel: (id: number | string) => `/api/admin/catalogue/${seg(id)}`,
  adminModelPublish: (id: number | string) => `/api/admin/catalogue/${seg(id)}/publish`,
  adminModelHide: (id: number | string) => `/api/admin/catalogue/${seg(id)}/hide`,
  adminModelUnhide: (id: number | string) => `/api/admin/catalogue/${seg(id)}/unhide`,
  adminModelDraft: (id: number | string) => `/api/admin/catalogue/${seg(id)}/draft`,
  adminModelPublishes: (id: number | string) => `/api/admin/catalogue/${seg(id)}/publishes`,
  /** The whole catalogue as one file, and back (src/contract/catalogue-transfer.ts). */
  adminCatalogueExport: '/api/admin/catalogue-export',
  adminCatalogueImport: '/api/admin/catalogue-import',
  /** One import's progress (src/contract/catalogue-transfer.ts ImportJob). */
  adminCatalogueImportJob: (id: number | string) => `/api/admin/catalogue-import/${id}`,
  /** Manage > Price: one variant's ex-showroom price. */
  variantPrice: (id: number | string) => `/api/admin/variants/${seg(id)}/price`,
} as const;

/** For a process manager or load balancer: the process is up; it can serve. */
export const healthPaths = {
  health: '/healthz',
  ready: '/readyz',
} as const;

/** A path, or a function that makes one from its parameters. */
export type PathBuilder = string | ((...params: never[]) => string);

export const apiPaths = {
  ...publicReadPaths,
  /** Always asked of the network: it is how a device sees a new catalogue version. */
  offlineManifest: '/api/offline-manifest',
  ...adminApiPaths,
} as const;

/** The header that carries a submission's id (its idempotency key). */
export const idempotencyHeader = 'Idempotency-Key';
/**
 * When the person pressed SUBMIT (ISO, the device's clock), sent by the outbox with every
 * request: a booking date is checked against that day, so an enquiry that waited offline
 * past its date is not refused (src/contract/submission-rules.ts).
 */
export const submittedAtHeader = 'Submitted-At';
/** The header that carries the CSRF token (the login's `token`) on admin changes. */
export const csrfHeader = 'X-CSRF-Token';

/** requirements 2.3: the model key is the name with spaces removed. */
export function bikeKey(name: string): string {
  return name.replace(/\s+/g, '');
}

/** requirements 2.3: on Bikes, View Details and Angle View do nothing for these models. */
export const detailLessBikes = ['XBLADE', 'CD110DELUXE'] as const;
