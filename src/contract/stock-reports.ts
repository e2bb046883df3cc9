/**
 * The stock reports of the report registry (docs/stock-and-delivery.md "Stock reports"):
 * their rows come from the stock and bookings (server/stock/stock-reports.ts), kept to the
 * showrooms the viewer sees. Record fields are snake_case like the other reports'; days
 * are ISO (the screen and the PDF read them as 23 Nov 2026, the CSV keeps them).
 */
import type { SourceReportSpec } from './report-spec.ts';

/** The ageing bands of days in stock, in the order the columns show them. */
export const ageingBands = [
  { field: 'days_0_30', heading: '0-30 days', upTo: 30 },
  { field: 'days_31_60', heading: '31-60 days', upTo: 60 },
  { field: 'days_61_90', heading: '61-90 days', upTo: 90 },
  { field: 'days_over_90', heading: 'Over 90 days', upTo: Infinity },
] as const;

/** The ageing band's field of a vehicle `days` in stock. */
export function ageingBandOf(days: number): (typeof ageingBands)[number]['field'] {
  return (ageingBands.find((b) => days <= b.upTo) ?? ageingBands[3]).field;
}

/** How an allotment was made, in the Allotments report's `turn` column. */
export const allotmentTurns = { inTurn: 'In turn', outOfTurn: 'Out of turn' } as const;

const kindColumns = [
  { heading: 'Model', field: 'model' },
  { heading: 'Variant', field: 'variant' },
  { heading: 'Colour', field: 'colour' },
  { heading: 'Showroom', field: 'showroom' },
];

export const stockAgeingReport: SourceReportSpec = {
  id: 'stock-ageing', source: 'stockAgeing', dates: 'none', title: 'Stock by Model and Colour',
  about: 'Vehicles now, per model, variant, colour and showroom: how many are on the floor, on the way and blocked, and how long those here have waited (IST days since arrival).',
  path: '/api/admin/reports/stock-ageing', searchParam: 'search',
  emptyText: 'No vehicles in stock or on the way', fileBase: 'Stock_by_Model_and_Colour',
  columns: [
    ...kindColumns,
    { heading: 'In stock', field: 'in_stock' }, { heading: 'Allotted', field: 'allotted' },
    { heading: 'In transit', field: 'in_transit' }, { heading: 'Blocked', field: 'blocked' },
    { heading: 'Oldest (days)', field: 'oldest_days' }, { heading: 'Average (days)', field: 'average_days' },
    ...ageingBands.map((b) => ({ heading: b.heading, field: b.field })),
  ],
};

export const bookingsWaitingReport: SourceReportSpec = {
  id: 'bookings-waiting', source: 'bookingsWaiting', dates: 'none', title: 'Bookings Waiting',
  about: 'Open bookings not yet given a vehicle, oldest first, with their place in their kind\'s queue (model, variant, colour and showroom).',
  path: '/api/admin/reports/bookings-waiting', searchParam: 'search',
  emptyText: 'No bookings are waiting for a vehicle', fileBase: 'Bookings_Waiting',
  columns: [
    { heading: 'Booking', field: 'booking' }, { heading: 'Booked on', field: 'booked_on' },
    { heading: 'Days waiting', field: 'days_waiting' }, { heading: 'Place in queue', field: 'queue_position' },
    { heading: 'Customer', field: 'customer' }, { heading: 'Mobile', field: 'mobile' },
    ...kindColumns,
  ],
};

export const allotmentsReport: SourceReportSpec = {
  id: 'allotments', source: 'allotments', dates: 'range', title: 'Allotments',
  about: 'Bookings given a vehicle between the dates (IST), with those given out of turn marked and their reasons.',
  path: '/api/admin/reports/allotments', searchParam: 'search',
  emptyText: 'No allotments between these dates', fileBase: 'Allotments',
  columns: [
    { heading: 'Allotted on', field: 'allotted_on' }, { heading: 'Booking', field: 'booking' },
    { heading: 'Customer', field: 'customer' }, ...kindColumns,
    { heading: 'Chassis', field: 'chassis' }, { heading: 'Booked on', field: 'booked_on' },
    { heading: 'Days waited', field: 'days_waited' }, { heading: 'Turn', field: 'turn' },
    { heading: 'Reason', field: 'reason' }, { heading: 'Chosen by', field: 'chosen_by' },
  ],
};

export const deliveriesReport: SourceReportSpec = {
  id: 'deliveries', source: 'deliveries', dates: 'range', title: 'Deliveries per Day',
  about: 'Vehicles handed over each day (IST) between the dates, per showroom, with the models.',
  path: '/api/admin/reports/deliveries', searchParam: 'search',
  emptyText: 'No deliveries between these dates', fileBase: 'Deliveries_per_Day',
  columns: [
    { heading: 'Day', field: 'day' }, { heading: 'Showroom', field: 'showroom' },
    { heading: 'Deliveries', field: 'deliveries' }, { heading: 'Models', field: 'models' },
  ],
};

export const stockReports: SourceReportSpec[] = [stockAgeingReport, bookingsWaitingReport, allotmentsReport, deliveriesReport];
