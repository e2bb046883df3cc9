/** The stock API's paths (docs/stock-and-delivery.md), without zod: a model's page asks one on its first screen. */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const stockPaths = {
  /** Public: GET ?model=<id>: each showroom's delivery band per variant and colour. */
  availability: '/api/stock/availability',
  /** Public: POST {reference, mobile}: a vehicle booking's steps for its customer (/track). */
  track: '/api/stock/track',
  /** Staff: GET ?showroom=&status=: the stock list; POST: one vehicle by hand. */
  vehicles: '/api/admin/stock/vehicles',
  /** Staff: GET one vehicle and its history. */
  vehicle: (id: number | string) => `/api/admin/stock/vehicles/${seg(id)}`,
  /** Staff: POST a status with its date or reason. */
  vehicleStatus: (id: number | string) => `/api/admin/stock/vehicles/${seg(id)}/status`,
  /** Staff: POST a move to another showroom. */
  vehicleTransfer: (id: number | string) => `/api/admin/stock/vehicles/${seg(id)}/transfer`,
  /** Staff: GET the catalogue's models with their variants and colours, to name a vehicle's kind. */
  kinds: '/api/admin/stock/kinds',
  /** Staff: POST the chassis of a vehicle in transit that has arrived. */
  receive: '/api/admin/stock/receive',
  /** Staff: POST the maker's dispatch file (CSV), previewed or added whole. */
  intake: '/api/admin/stock/intake',
  /** Staff: GET ?since=<cursor>: what changed, for a device's copy. */
  changes: '/api/admin/stock/changes',
  /** Staff: GET ?showroom=&state=&lead=: bookings; POST: a new booking. */
  bookings: '/api/admin/stock/bookings',
  booking: (id: number | string) => `/api/admin/stock/bookings/${seg(id)}`,
  /** Staff: POST Ready, Delivered or Cancelled. */
  bookingState: (id: number | string) => `/api/admin/stock/bookings/${seg(id)}/state`,
  /** Staff: GET a booking's delivery checklist with its values. */
  bookingChecklist: (id: number | string) => `/api/admin/stock/bookings/${seg(id)}/checklist`,
  /** Staff of the booking's showroom: PUT one item's value (null clears it) with the value the screen showed. */
  bookingChecklistItem: (id: number | string, key: string) => `/api/admin/stock/bookings/${seg(id)}/checklist/${seg(key)}`,
  /** Staff of the booking's showroom: POST a photo item's picture (multipart `file`), stored and set as its value. */
  bookingChecklistPhoto: (id: number | string, key: string) => `/api/admin/stock/bookings/${seg(id)}/checklist/${seg(key)}/photo`,
  /** Managers: GET the checklist's items (retired ones too); POST a new one. */
  checklistItems: '/api/admin/stock/checklist-items',
  /** Managers: PATCH an item's labels, whether required, its place, or retire it. */
  checklistItem: (key: string) => `/api/admin/stock/checklist-items/${seg(key)}`,
  /** Manager: POST a chosen vehicle with the reason. */
  bookingAllot: (id: number | string) => `/api/admin/stock/bookings/${seg(id)}/allot`,
  /** Managers: GET the allotments made out of turn, with their reasons. */
  overrides: '/api/admin/stock/overrides',
  /** GET, and PUT (Owner): whether the public availability shows counts. */
  settings: '/api/admin/stock/settings',
} as const;
