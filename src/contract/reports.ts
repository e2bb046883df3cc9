/**
 * The registry of admin reports: one entry per enquiry kind. The spec's seven report
 * calls (7.3) keep their paths and bodies; career, feedback, contact and opt-in are new
 * (ARCHITECTURE "Deliberate deviations"). The one server handler and the one report
 * screen are driven by this table.
 */
import { z } from 'zod';
import type { EnquiryKind } from './enquiry-kinds.ts';
import { isIsoDate } from './fields.ts';

export interface ReportColumn {
  /** spec 2.5: the column heading as shown. */
  heading: string;
  /** spec 3: the record field it shows ("Report records (names as returned)"). */
  field: string;
}

/** Where the indexed search columns of the enquiries table come from in a payload. */
export interface IndexedFields {
  name?: string;
  mobile?: string;
  email?: string;
  model?: string;
  regNo?: string;
}

export interface ReportSpec {
  id: string;
  kind: EnquiryKind;
  /** spec 2.5 menu label and screen title. */
  title: string;
  path: string;
  /** spec 7.3: the offer report sends `searchTerm`, the others `search`. */
  searchParam: 'search' | 'searchTerm';
  /** spec 2.5: the empty-table text. */
  emptyText: string;
  /** spec 7.3: export file name without extension (.pdf and .csv). */
  fileBase: string;
  columns: ReportColumn[];
  /** Record field -> payload field; created_date and created_time are added by the server. */
  record: Record<string, string>;
  indexed: IndexedFields;
}

const enq = [
  { heading: 'Enq. Date', field: 'created_date' },
  { heading: 'Enq. Time', field: 'created_time' },
];
const enqNoSpace = [
  { heading: 'Enq.Date', field: 'created_date' },
  { heading: 'Enq.Time', field: 'created_time' },
];

const amcLikeRecord = {
  name: 'name', contact_number: 'contactNumber', email: 'email', model: 'model',
  registration_number: 'registrationNumber', year_of_purchase: 'yearOfPurchase', message: 'message',
};
const amcLikeIndexed = { name: 'name', mobile: 'contactNumber', email: 'email', model: 'model', regNo: 'registrationNumber' };

export const reports: ReportSpec[] = [
  {
    id: 'booking', kind: 'service', title: 'Booking Report', path: '/api/bookingReports', searchParam: 'search',
    emptyText: 'No booking data available', fileBase: 'booking-report',
    columns: [
      { heading: 'bookingDate', field: 'bookingDate' }, { heading: 'name', field: 'name' },
      { heading: 'mobile', field: 'contactNumber' }, { heading: 'emailId', field: 'email' },
      { heading: 'model', field: 'model' }, { heading: 'enteredModel', field: 'enteredModel' },
      { heading: 'regNo', field: 'registrationNumber' }, { heading: 'serviceType', field: 'serviceType' },
      { heading: 'purchaseYear', field: 'yearOfPurchase' }, { heading: 'comment', field: 'message' },
      { heading: 'enqDate', field: 'created_date' }, { heading: 'enqTime', field: 'created_time' },
    ],
    record: {
      bookingDate: 'bookingDate', name: 'name', contactNumber: 'contactNumber', email: 'email', model: 'model',
      enteredModel: 'enteredModel', registrationNumber: 'registrationNumber', serviceType: 'serviceType',
      yearOfPurchase: 'yearOfPurchase', message: 'message',
    },
    indexed: { name: 'name', mobile: 'contactNumber', email: 'email', model: 'model', regNo: 'registrationNumber' },
  },
  {
    id: 'amc', kind: 'amc', title: 'AMC Report', path: '/api/amcReports', searchParam: 'search',
    emptyText: 'No AMC data available', fileBase: 'AMC_Report',
    columns: [
      { heading: 'name', field: 'name' }, { heading: 'mobile', field: 'contact_number' },
      { heading: 'email', field: 'email' }, { heading: 'model', field: 'model' },
      { heading: 'regNo', field: 'registration_number' }, { heading: 'purchaseYear', field: 'year_of_purchase' },
      { heading: 'comment', field: 'message' }, { heading: 'enqDate', field: 'created_date' },
      { heading: 'enqTime', field: 'created_time' },
    ],
    record: amcLikeRecord,
    indexed: amcLikeIndexed,
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
    indexed: amcLikeIndexed,
  },
  {
    id: 'finance', kind: 'finance', title: 'Finance Report', path: '/api/financeReports', searchParam: 'search',
    emptyText: 'No finance data available', fileBase: 'finance_report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact' },
      { heading: 'Email ID', field: 'email' }, { heading: 'Model', field: 'model' },
      { heading: 'Loan Amount', field: 'loan_amount' }, { heading: 'Comment', field: 'message' }, ...enq,
    ],
    record: { name: 'name', contact: 'contact', email: 'email', model: 'model', loan_amount: 'loanAmount', message: 'message' },
    indexed: { name: 'name', mobile: 'contact', email: 'email', model: 'model' },
  },
  {
    id: 'enquiry', kind: 'product', title: 'Enquiry Report', path: '/api/enquiryReports', searchParam: 'search',
    emptyText: 'No enquiry data available', fileBase: 'Product_Enquiry_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'mobile_no' },
      { heading: 'Email ID', field: 'email_id' }, { heading: 'Model', field: 'model' },
      { heading: 'Color', field: 'color' }, { heading: 'Comment', field: 'message' }, ...enqNoSpace,
    ],
    record: { name: 'name', mobile_no: 'mobileNo', email_id: 'emailId', model: 'model', color: 'color', message: 'message' },
    indexed: { name: 'name', mobile: 'mobileNo', email: 'emailId', model: 'model' },
  },
  {
    id: 'offer', kind: 'offer', title: 'Offer Report', path: '/api/offerReports', searchParam: 'searchTerm',
    emptyText: 'No offer data available', fileBase: 'Offer_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact' },
      { heading: 'Email', field: 'email' }, ...enq,
    ],
    record: { name: 'name', contact: 'contact', email: 'email' },
    indexed: { name: 'name', mobile: 'contact', email: 'email' },
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
    // resume_url is added by the server: the admin-only download link of the stored file.
    record: { name: 'name', phone: 'phone', email: 'email', address: 'address', area: 'area', position: 'position' },
    indexed: { name: 'name', mobile: 'phone', email: 'email' },
  },
  {
    id: 'joyclub', kind: 'joyclub', title: 'Joy Club Report', path: '/api/getJoyClub', searchParam: 'search',
    emptyText: 'No records found', fileBase: 'Joy_Club_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'mobile_no' },
      { heading: 'Email ID', field: 'email_id' }, { heading: 'Reg.No.', field: 'registration_no' },
      { heading: 'Comment', field: 'message' }, ...enq,
    ],
    record: { name: 'name', mobile_no: 'mobile', email_id: 'email', registration_no: 'regNo', message: 'message' },
    indexed: { name: 'name', mobile: 'mobile', email: 'email', model: 'model', regNo: 'regNo' },
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
      name: 'name', phone: 'phone', email: 'email', address: 'address', location: 'location',
      department: 'department', message: 'message',
    },
    indexed: { name: 'name', mobile: 'phone', email: 'email' },
  },
  {
    id: 'contact', kind: 'contact', title: 'Contact Report', path: '/api/contactReports', searchParam: 'search',
    emptyText: 'No contact data available', fileBase: 'Contact_Report',
    columns: [
      { heading: 'Name', field: 'name' }, { heading: 'Mobile', field: 'contact' },
      { heading: 'Email', field: 'email' }, { heading: 'Reason', field: 'reason' },
      { heading: 'Message', field: 'message' }, ...enq,
    ],
    record: { name: 'name', contact: 'contact', email: 'email', reason: 'reason', message: 'message' },
    indexed: { name: 'name', mobile: 'contact', email: 'email' },
  },
  {
    id: 'optin', kind: 'optin', title: 'Opt-In Report', path: '/api/optInReports', searchParam: 'search',
    emptyText: 'No opt-in data available', fileBase: 'Opt_In_Report',
    columns: [
      { heading: 'Registration', field: 'registration' }, { heading: 'Name', field: 'name' },
      { heading: 'Mobile', field: 'mobile' }, { heading: 'Channels', field: 'channels' }, ...enq,
    ],
    // channels is added by the server: the chosen notification channels, comma separated.
    record: { registration: 'registration', name: 'name', mobile: 'mobile' },
    indexed: { name: 'name', mobile: 'mobile', regNo: 'registration' },
  },
];

export function reportById(id: string): ReportSpec | undefined {
  return reports.find((r) => r.id === id);
}

export function reportForKind(kind: EnquiryKind): ReportSpec {
  const report = reports.find((r) => r.kind === kind);
  if (!report) throw new Error(`no report for kind ${kind}`);
  return report;
}

/** spec 9: reports page size 10; the server caps any page size at 100. */
export const reportPageSize = 10;
export const maxReportPageSize = 100;

const optionalDay = z
  .preprocess((v) => (v === null ? '' : v), z.string().trim().optional().default(''))
  .refine((v) => v === '' || isIsoDate(v), 'Dates must be YYYY-MM-DD');

/** The body of every report call: {page, limit, fromDate, toDate, search | searchTerm}. */
export const reportQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(10_000_000).optional().default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').optional().default(reportPageSize)
    .transform((n) => Math.min(n, maxReportPageSize)),
  fromDate: optionalDay,
  toDate: optionalDay,
  search: z.string().trim().max(100).optional().default(''),
  searchTerm: z.string().trim().max(100).optional().default(''),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ParsedReportQuery = z.output<typeof reportQuerySchema>;

export interface ReportPage<Row = Record<string, string>> {
  data: Row[];
  totalPages: number;
  totalRecords: number;
}
