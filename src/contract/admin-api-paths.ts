/** The admin API's paths (requirements 7.3), apart from the public site's so its bundle holds none. */
import { mediaApiPaths } from './media-uploads.ts';
import { siteApiPaths } from './site-settings.ts';
import { stockPaths } from './stock.ts';
import { seg } from './api-paths.ts';

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
  /** The person's own morning summary switch (src/contract/morning-digest-choice.ts). */
  morningDigest: (userId: string) => `/api/profile/digest/${seg(userId)}`,
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
  /** Manage > Site: the dealer's logo, made in a few sizes (src/contract/site-settings.ts). */
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
  adminModelMove: (id: number | string) => `/api/admin/catalogue/${seg(id)}/move`,
  adminModelPublishes: (id: number | string) => `/api/admin/catalogue/${seg(id)}/publishes`,
  /** The whole catalogue as one file, and back (src/contract/catalogue-transfer.ts). */
  adminCatalogueExport: '/api/admin/catalogue-export',
  adminCatalogueImport: '/api/admin/catalogue-import',
  /** One import's progress (src/contract/catalogue-transfer.ts ImportJob). */
  adminCatalogueImportJob: (id: number | string) => `/api/admin/catalogue-import/${seg(id)}`,
  /** Manage > Price: one variant's ex-showroom price. */
  variantPrice: (id: number | string) => `/api/admin/variants/${seg(id)}/price`,
  /** Stock and bookings (docs/stock-and-delivery.md): vehicles by chassis, intake, allotment. */
  stockVehicles: stockPaths.vehicles,
  stockVehicle: stockPaths.vehicle,
  stockVehicleStatus: stockPaths.vehicleStatus,
  stockVehicleTransfer: stockPaths.vehicleTransfer,
  stockKinds: stockPaths.kinds,
  stockReceive: stockPaths.receive,
  stockIntake: stockPaths.intake,
  stockChanges: stockPaths.changes,
  stockBookings: stockPaths.bookings,
  stockBooking: stockPaths.booking,
  stockBookingState: stockPaths.bookingState,
  stockBookingAllot: stockPaths.bookingAllot,
  stockOverrides: stockPaths.overrides,
  stockSettings: stockPaths.settings,
} as const;
