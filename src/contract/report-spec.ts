/**
 * The shape of a report registry entry (src/contract/reports.ts): its own file so the
 * registry's parts (src/contract/stock-reports.ts) can name it without importing the registry.
 */
export interface ReportColumn {
  /** requirements 2.5: the column heading as shown. */
  heading: string;
  /** requirements 3: the record field it shows ("Report records (names as returned)"). */
  field: string;
}

/** What every report of the registry has: its screen, its call and its exports. */
export interface ReportSpecCommon {
  id: string;
  /** requirements 2.5 menu label and screen title. */
  title: string;
  /**
   * What its rows are, in staff's words, under the title where the spec's title does not
   * say (its "Enquiry Report" holds the test rides: the kind staff read as "Test ride").
   */
  about?: string;
  path: string;
  /** requirements 7.3: the offer report sends `searchTerm`, the others `search`. */
  searchParam: 'search' | 'searchTerm';
  /** requirements 2.5: the empty-table text. */
  emptyText: string;
  /** requirements 7.3: export file name without extension (.pdf and .csv). */
  fileBase: string;
  columns: ReportColumn[];
  /**
   * The permission its screen and call need (src/contract/staff-roles.ts): `reports` unless
   * said. The workshop's reports need `workshop`, so Service reads them and Sales do not.
   */
  permission?: 'reports' | 'workshop';
}

/**
 * A report whose rows come from a source of its own rather than the enquiries
 * (server/admin/report-sources.ts); no lead status filter. `dates` says what the filter asks:
 * - `day`: one IST day chosen as From Date (To Date empty or the same day);
 * - `range`: From Date and To Date, IST days, either left empty for no bound;
 * - `none`: no dates, the records as they stand now.
 * Sources:
 * - `reconciliation`: the payment gateway's payments of the day against the ledger's online
 *   payments, differences first (docs/payments.md "Reconciliation report");
 * - `stockAgeing`, `bookingsWaiting`, `allotments`, `deliveries`: the stock reports
 *   (src/contract/stock-reports.ts, docs/stock-and-delivery.md "Stock reports");
 * - `workshopJobs`, `workshopTurnaround`, `workshopRevenue`, `workshopDeclined`,
 *   `workshopRepeats`, `workshopReminders`: the workshop reports
 *   (src/contract/workshop-reports.ts, docs/workshop.md "Reports").
 */
export interface SourceReportSpec extends ReportSpecCommon {
  source: 'reconciliation' | 'stockAgeing' | 'bookingsWaiting' | 'allotments' | 'deliveries'
    | 'workshopJobs' | 'workshopTurnaround' | 'workshopRevenue' | 'workshopDeclined' | 'workshopRepeats' | 'workshopReminders';
  dates: 'day' | 'range' | 'none';
}
