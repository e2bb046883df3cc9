/** The API paths of requirements 7 in one place, for the app, the service worker and the server. */
import { siteApiPaths } from './site-settings.ts';

/** One path segment, encoded. */
export const seg = (value: string | number) => encodeURIComponent(String(value));

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


/** For a process manager or load balancer: the process is up; it can serve. */
export const healthPaths = {
  health: '/healthz',
  ready: '/readyz',
} as const;

/** A path, or a function that makes one from its parameters. */
export type PathBuilder = string | ((...params: never[]) => string);

/** The paths the public site uses; the admin's are src/contract/admin-api-paths.ts. */
export const apiPaths = {
  ...publicReadPaths,
  /** Always asked of the network: it is how a device sees a new catalogue version. */
  offlineManifest: '/api/offline-manifest',
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
