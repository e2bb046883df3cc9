/** The API paths of spec 7 in one place, for the app, the service worker and the server. */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const apiPaths = {
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
  offlineManifest: '/api/offline-manifest',

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
} as const;

/** The header that carries a submission's id (its idempotency key). */
export const idempotencyHeader = 'Idempotency-Key';
/** The header that carries the CSRF token (the login's `token`) on admin changes. */
export const csrfHeader = 'X-CSRF-Token';

/** spec 2.3: the model key is the name with spaces removed. */
export function bikeKey(name: string): string {
  return name.replace(/\s+/g, '');
}

/** spec 2.3: on Bikes, View Details and Angle View do nothing for these models. */
export const detailLessBikes = ['XBLADE', 'CD110DELUXE'] as const;
