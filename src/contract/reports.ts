/**
 * The registry of admin reports: one entry per enquiry kind. The spec's seven report
 * calls (7.3) keep their paths and bodies; career, feedback, contact and opt-in are new
 * (requirements 10). The one server handler and the one report
 * screen are driven by this table. It holds no schema (the report body's is in
 * report-query.ts), so the service worker can read the report paths without zod.
 * Headings are the words a person reads for every report (the spec lists field names for
 * Booking and AMC: a documented fix); the record fields keep the spec's names. Every
 * report ends with its lead's Status, Showroom and Owner, and can be filtered by status.
 */
import type { EnquiryKind } from './enquiry-kinds.ts';
import type { ReportColumn, ReportSpecCommon, SourceReportSpec } from './report-spec.ts';
import { stockReports } from './stock-reports.ts';
import { workshopReports } from './workshop-reports.ts';

export type { ReportColumn, SourceReportSpec };


/**
 * How the server fills one field of a report record: the text of a payload field (named
 * by a string), or a value of a type of its own:
 * - `resume`: the admin-only download link of the file stored with the enquiry ('' when none);
 * - `channels`: the ticked channels of the payload's notifications object `from`, in the
 *   form's order, joined by ', ' ('all' stands for every channel);
 * - `showroom`: the place name of the showroom id in the payload field `from` ('Sector 18'),
 *   '' for any showroom;
 * - `mobile`: the payload field `from`, else the mobile stored with the enquiry (a walk-in
 *   typed in on the day view has its mobile there, under another field name);
 * - `clock`: the payload's HH:MM time in `from` as people read it ('10:30 am'), '' for none.
 */
export type RecordField =
  | string
  | { type: 'resume' }
  | { type: 'quote' }
  | { type: 'channels'; from: string }
  | { type: 'showroom'; from: string }
  | { type: 'mobile'; from: string }
  | { type: 'clock'; from: string };

/** Every report's mobile: the form's own field, else the one every lead keeps. */
const mobileFrom = (from: string) => ({ type: 'mobile', from }) as const;


/** A report of one enquiry kind: its rows are the kind's enquiries with their leads. */
export interface ReportSpec extends ReportSpecCommon {
  kind: EnquiryKind;
  /**
   * Record field -> where its value comes from (requirements 3 "Report records (names as
   * returned)"); created_date and created_time are added by the server. What a search
   * matches is the kind's `indexed` fields (src/contract/enquiry-kinds.ts).
   */
  record: Record<string, RecordField>;
}

/** The lead's state on every report row (server/admin/report-rows.ts fills them). */
export const leadColumns: ReportColumn[] = [
  { heading: 'Status', field: 'status' },
  { heading: 'Showroom', field: 'showroom' },
  { heading: 'Owner', field: 'owner' },
];
const enq = [
  { heading: 'Enq. Date', field: 'created_date' },
  { heading: 'Enq. Time', field: 'created_time' },
  ...leadColumns,
];
const enqNoSpace = [
  { heading: 'Enq.Date', field: 'created_date' },
  { heading: 'Enq.Time', field: 'created_time' },
  ...leadColumns,
];

/** Where the lead would like to be served (service booking, finance, product enquiry). */
const preferredShowroom = { heading: 'Preferred Showroom', field: 'preferred_showroom' };
const preferredShowroomRecord = { type: 'showroom', from: 'preferredShowroom' } as const;

const amcLikeRecord = {
  name: 'name', contact_number: mobileFrom('contactNumber'), email: 'email', model: 'model',
  registration_number: 'registrationNumber', year_of_purchase: 'yearOfPurchase', message: 'message',
};

export const reports: ReportSpec[] = [
  {
    id: 'booking', kind: 'service', title: 'Booking Report', about: 'Service bookings: made on the site, and walk-ins who came for a service.',
    path: '/api/bookingReports', searchParam: 'search',
    emptyText: 'No booking data available', fileBase: 'booking-report',
    columns: [
      { heading: 'Booking Date', field: 'bookingDate' }, { heading: 'Booking Time', field: 'bookingTime' }, { heading: 'Name', field: 'name' },
      { heading: 'Mobile', field: 'contactNumber' }, { heading: 'Email ID', field: 'email' },
      { heading: 'Model', field: 'model' }, { heading: 'Entered Model', field: 'enteredModel' },
      { heading: 'Reg. No.', field: 'registrationNumber' }, { heading: 'Service Type', field: 'serviceType' },
      { heading: 'Purchase Year', field: 'yearOfPurchase' }, { heading: 'Preferred Showroom', field: 'preferredShowroom' },
      { heading: 'Comment', field: 'message' }, ...enq,
    ],
    record: {
      bookingDate: 'bookingDate', bookingTime: { type: 'clock', from: 'bookingTime' }, name: 'name', contactNumber: mobileFrom('contactNumber'),
      email: 'email', model: 'model',
      enteredModel: 'enteredModel', registrationNumber: 'registrationNumber', serviceType: 'serviceType',
      yearOfPurchase: 'yearOfPurchase', preferredShowroom: preferredShowroomRecord, message: 'message',
    },
  },
  {
    id: 'amc', kind: 'amc', title: 'AMC Report', path: '/api/amcReports', searchParam: 'search',
    emptyText: 'No AMC data available', fileBase: 'AMC_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact_number' },
      { heading: 'Email', field: 'email' }, { heading: 'Model', field: 'model' },
      { heading: 'Reg. No.', field: 'registration_number' }, { heading: 'Purchase Year', field: 'year_of_purchase' },
      { heading: 'Comment', field: 'message' }, ...enq,
    ],
    record: amcLikeRecord,
  },
  {
    id: 'warranty', kind: 'warranty', title: 'EW Report', path: '/api/ExtendedWarrantyReports', searchParam: 'search',
    emptyText: 'No data available', fileBase: 'EWReport',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact_number' },
      { heading: 'Email', field: 'email' }, { heading: 'Model', field: 'model' },
      { heading: 'Registration Number', field: 'registration_number' },
      { heading: 'Year of Purchase', field: 'year_of_purchase' }, { heading: 'Message', field: 'message' },
      ...enqNoSpace,
    ],
    record: amcLikeRecord,
  },
  {
    id: 'finance', kind: 'finance', title: 'Finance Report', path: '/api/financeReports', searchParam: 'search',
    emptyText: 'No finance data available', fileBase: 'finance_report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact' },
      { heading: 'Email ID', field: 'email' }, { heading: 'Model', field: 'model' },
      { heading: 'Loan Amount', field: 'loan_amount' }, preferredShowroom, { heading: 'Comment', field: 'message' }, ...enq,
    ],
    record: {
      name: 'name', contact: mobileFrom('contact'), email: 'email', model: 'model', loan_amount: 'loanAmount',
      preferred_showroom: preferredShowroomRecord, message: 'message',
    },
  },
  {
    id: 'enquiry', kind: 'product', title: 'Enquiry Report', about: 'Test rides: booked or asked for on the site, and walk-ins who came for one.',
    path: '/api/enquiryReports', searchParam: 'search',
    emptyText: 'No enquiry data available', fileBase: 'Product_Enquiry_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'mobile_no' },
      { heading: 'Email ID', field: 'email_id' }, { heading: 'Model', field: 'model' },
      { heading: 'Color', field: 'color' }, preferredShowroom, { heading: 'Preferred Date', field: 'preferred_date' },
      { heading: 'Preferred Time', field: 'preferred_time' },
      { heading: 'Comment', field: 'message' }, { heading: 'Quote', field: 'quote' }, ...enqNoSpace,
    ],
    record: {
      name: 'name', mobile_no: mobileFrom('mobileNo'), email_id: 'emailId', model: 'model', color: 'color',
      preferred_showroom: preferredShowroomRecord, preferred_date: 'preferredDate', preferred_time: { type: 'clock', from: 'preferredTime' },
      message: 'message',
      quote: { type: 'quote' },
    },
  },
  {
    id: 'offer', kind: 'offer', title: 'Offer Report', path: '/api/offerReports', searchParam: 'searchTerm',
    emptyText: 'No offer data available', fileBase: 'Offer_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact' },
      { heading: 'Email', field: 'email' }, ...enq,
    ],
    record: { name: 'name', contact: mobileFrom('contact'), email: 'email' },
  },
  {
    id: 'career', kind: 'career', title: 'Career Report', path: '/api/careerReports', searchParam: 'search',
    emptyText: 'No career data available', fileBase: 'Career_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'phone' },
      { heading: 'Email', field: 'email' }, { heading: 'Address', field: 'address' },
      { heading: 'Area', field: 'area' }, { heading: 'Position', field: 'position' },
      { heading: 'Resume', field: 'resume_url' }, ...enq,
    ],
    record: {
      name: 'name', phone: mobileFrom('phone'), email: 'email', address: 'address', area: 'area', position: 'position',
      resume_url: { type: 'resume' },
    },
  },
  {
    id: 'joyclub', kind: 'joyclub', title: 'Joy Club Report', path: '/api/getJoyClub', searchParam: 'search',
    emptyText: 'No records found', fileBase: 'Joy_Club_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'mobile_no' },
      { heading: 'Email ID', field: 'email_id' }, { heading: 'Reg.No.', field: 'registration_no' },
      { heading: 'Comment', field: 'message' }, ...enq,
    ],
    record: { name: 'name', mobile_no: mobileFrom('mobile'), email_id: 'email', registration_no: 'regNo', message: 'message' },
  },
  {
    id: 'feedback', kind: 'feedback', title: 'Feedback Report', path: '/api/feedbackReports', searchParam: 'search',
    emptyText: 'No feedback data available', fileBase: 'Feedback_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'phone' },
      { heading: 'Email', field: 'email' }, { heading: 'Location', field: 'location' },
      { heading: 'Department', field: 'department' }, { heading: 'Message', field: 'message' }, ...enq,
    ],
    record: {
      name: 'name', phone: mobileFrom('phone'), email: 'email', address: 'address', location: 'location',
      department: 'department', message: 'message',
    },
  },
  {
    id: 'contact', kind: 'contact', title: 'Contact Report', path: '/api/contactReports', searchParam: 'search',
    emptyText: 'No contact data available', fileBase: 'Contact_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact' },
      { heading: 'Email', field: 'email' }, { heading: 'Reason', field: 'reason' },
      { heading: 'Message', field: 'message' }, ...enq,
    ],
    record: { name: 'name', contact: mobileFrom('contact'), email: 'email', reason: 'reason', message: 'message' },
  },
  {
    id: 'optin', kind: 'optin', title: 'Opt-In Report', path: '/api/optInReports', searchParam: 'search',
    emptyText: 'No opt-in data available', fileBase: 'Opt_In_Report',
    columns: [
      { heading: 'Registration', field: 'registration' }, { heading: 'Name', field: 'name' },
      { heading: 'Mobile', field: 'mobile' }, { heading: 'Channels', field: 'channels' }, ...enq,
    ],
    record: { registration: 'registration', name: 'name', mobile: mobileFrom('mobile'), channels: { type: 'channels', from: 'notifications' } },
  },
];


export type AnyReportSpec = ReportSpec | SourceReportSpec;

/** What a row of the reconciliation says, differences first (its `difference` field). */
export const reconciliationDifferences = {
  notInLedger: 'Paid at the gateway, not in the ledger',
  notCaptured: 'In the ledger, no captured payment at the gateway',
  amountDiffers: 'Amounts differ',
  matched: 'Matched',
} as const;

export const reconciliationReport: SourceReportSpec = {
  id: 'reconciliation', source: 'reconciliation', dates: 'day', title: 'Payment Reconciliation',
  about: 'One day (IST): the payment gateway\'s payments against the ledger\'s online payments, differences first.',
  path: '/api/admin/reports/payment-reconciliation', searchParam: 'search',
  emptyText: 'No online payments on this day', fileBase: 'Payment_Reconciliation',
  columns: [
    { heading: 'Difference', field: 'difference' }, { heading: 'Payment ID', field: 'payment_id' },
    { heading: 'Booking', field: 'booking' }, { heading: 'Time', field: 'paid_time' },
    { heading: 'At the gateway', field: 'gateway_amount' }, { heading: 'In the ledger', field: 'ledger_amount' },
    { heading: 'Gateway status', field: 'gateway_status' }, { heading: 'Order', field: 'order_id' },
  ],
};

/** Every report the admin panel lists and the server answers: the enquiry reports, then those with sources of their own. */
export const allReports: AnyReportSpec[] = [...reports, reconciliationReport, ...stockReports, ...workshopReports];

export function anyReportById(id: string): AnyReportSpec | undefined {
  return allReports.find((r) => r.id === id);
}

/** The permission a report's screen and call need: `reports` unless the entry names another. */
export function reportPermission(report: AnyReportSpec): 'reports' | 'workshop' {
  return report.permission ?? 'reports';
}

export function reportById(id: string): ReportSpec | undefined {
  return reports.find((r) => r.id === id);
}

export function reportForKind(kind: EnquiryKind): ReportSpec {
  const report = reports.find((r) => r.kind === kind);
  if (!report) throw new Error(`no report for kind ${kind}`);
  return report;
}

/** requirements 9: reports page size 10; the server caps any page size at 100. */
export const reportPageSize = 10;
export const maxReportPageSize = 100;

export interface ReportPage<Row = Record<string, string>> {
  data: Row[];
  totalPages: number;
  totalRecords: number;
}
