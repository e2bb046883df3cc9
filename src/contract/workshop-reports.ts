/**
 * The workshop reports of the report registry (docs/workshop.md "Reports"): their rows come
 * from job cards, estimate lines, bills and service reminders (server/workshop/workshop-reports.ts),
 * kept to the showrooms whose job cards the viewer works. They need `workshop`, not `reports`:
 * Service reads its showrooms' figures, and Sales, who see none of the workshop's money, none.
 * Amounts are rupees to the paisa without '₹' (every export adds it with Indian grouping, as
 * for every report's money); days are ISO (read as 23 Nov 2026 on screen and in the PDF).
 */
import type { ServiceType } from './workshop.ts';
import type { SourceReportSpec } from './report-spec.ts';

/** A job's service type as the reports name it. */
export const workshopServiceTypeLabels: Record<ServiceType, string> = {
  free: 'Free service', paid: 'Paid service', repair: 'Repair', accident: 'Accident repair',
};

/** The row of a day's and showroom's jobs of every technician, before the technicians' rows. */
export const allTechnicians = 'All technicians';
/** A job card with no technician chosen. */
export const noTechnician = 'Not chosen';
/** Who declined a line: the customer on /track, or staff at the counter (then named). */
export const declinedByCustomer = 'Customer on /track';
/** How many days after a delivery a return for a repair counts as a repeat. */
export const repeatRepairDays = 30;
/** The service types of a return that count as a repeat repair: the customer came back with a problem, not for a due service. */
export const repeatServiceTypes: readonly ServiceType[] = ['repair', 'accident'];

const showroom = { heading: 'Showroom', field: 'showroom' };

export const workshopJobsReport: SourceReportSpec = {
  id: 'workshop-jobs', source: 'workshopJobs', dates: 'range', permission: 'workshop', title: 'Workshop Jobs per Day',
  about: 'Job cards opened each day (IST) between the dates, per showroom: all technicians first, then each technician\'s, with how many are delivered.',
  path: '/api/admin/reports/workshop-jobs', searchParam: 'search',
  emptyText: 'No job cards opened between these dates', fileBase: 'Workshop_Jobs_per_Day',
  columns: [
    { heading: 'Day', field: 'day' }, showroom, { heading: 'Technician', field: 'technician' },
    { heading: 'Jobs', field: 'jobs' }, { heading: 'Free service', field: 'free_jobs' }, { heading: 'Paid service', field: 'paid_jobs' },
    { heading: 'Repair', field: 'repair_jobs' }, { heading: 'Accident repair', field: 'accident_jobs' },
    { heading: 'Delivered', field: 'delivered_jobs' },
  ],
};

export const workshopTurnaroundReport: SourceReportSpec = {
  id: 'workshop-turnaround', source: 'workshopTurnaround', dates: 'range', permission: 'workshop', title: 'Workshop Turnaround',
  about: 'Vehicles delivered between the dates (IST): from the job card opened at the counter (the vehicle\'s arrival) to its move to Delivered, in hours.',
  path: '/api/admin/reports/workshop-turnaround', searchParam: 'search',
  emptyText: 'No vehicles delivered between these dates', fileBase: 'Workshop_Turnaround',
  columns: [
    { heading: 'Delivered on', field: 'delivered_on' }, { heading: 'Job card', field: 'job_card' },
    { heading: 'Reg. No.', field: 'registration' }, showroom, { heading: 'Technician', field: 'technician' },
    { heading: 'Service type', field: 'service_type' }, { heading: 'Arrived', field: 'arrived_at' },
    { heading: 'Delivered', field: 'delivered_at' }, { heading: 'Turnaround (hours)', field: 'turnaround_hours' },
  ],
};

export const workshopRevenueReport: SourceReportSpec = {
  id: 'workshop-revenue', source: 'workshopRevenue', dates: 'range', permission: 'workshop', title: 'Workshop Revenue',
  about: 'Bills made each day (IST) between the dates, per showroom: parts and labour before GST, the GST apart, and the total billed.',
  path: '/api/admin/reports/workshop-revenue', searchParam: 'search',
  emptyText: 'No bills made between these dates', fileBase: 'Workshop_Revenue',
  columns: [
    { heading: 'Day', field: 'day' }, showroom, { heading: 'Bills', field: 'bills' },
    { heading: 'Parts (before GST)', field: 'parts_amount' }, { heading: 'Labour (before GST)', field: 'labour_amount' },
    { heading: 'CGST', field: 'cgst_amount' }, { heading: 'SGST', field: 'sgst_amount' }, { heading: 'IGST', field: 'igst_amount' },
    { heading: 'GST', field: 'gst_amount' }, { heading: 'Total with GST', field: 'total_amount' },
  ],
};

export const workshopDeclinedReport: SourceReportSpec = {
  id: 'workshop-declined', source: 'workshopDeclined', dates: 'range', permission: 'workshop', title: 'Approvals Declined',
  about: 'Estimate lines the customer declined between the dates (IST), with what they would have cost with GST.',
  path: '/api/admin/reports/workshop-declined', searchParam: 'search',
  emptyText: 'No lines declined between these dates', fileBase: 'Approvals_Declined',
  columns: [
    { heading: 'Declined on', field: 'declined_on' }, { heading: 'Job card', field: 'job_card' },
    { heading: 'Reg. No.', field: 'registration' }, showroom, { heading: 'Customer', field: 'customer' },
    { heading: 'Item', field: 'item' }, { heading: 'Code', field: 'code' },
    { heading: 'Amount with GST', field: 'declined_amount' }, { heading: 'Declined by', field: 'declined_by' },
  ],
};

export const workshopRepeatsReport: SourceReportSpec = {
  id: 'workshop-repeats', source: 'workshopRepeats', dates: 'range', permission: 'workshop', title: 'Repeat Repairs',
  about: `Vehicles back for a repair or an accident repair within ${repeatRepairDays} days of a delivery, opened between the dates (IST), with the earlier visit.`,
  path: '/api/admin/reports/workshop-repeats', searchParam: 'search',
  emptyText: 'No repeat repairs between these dates', fileBase: 'Repeat_Repairs',
  columns: [
    { heading: 'Back on', field: 'back_on' }, { heading: 'Job card', field: 'job_card' },
    { heading: 'Reg. No.', field: 'registration' }, showroom, { heading: 'Service type', field: 'service_type' },
    { heading: 'Complaints', field: 'complaints' }, { heading: 'Delivered before', field: 'earlier_delivered_on' },
    { heading: 'Earlier job card', field: 'earlier_job_card' }, { heading: 'Earlier technician', field: 'earlier_technician' },
    { heading: 'Days after delivery', field: 'days_after' },
  ],
};

export const workshopRemindersReport: SourceReportSpec = {
  id: 'workshop-reminders', source: 'workshopReminders', dates: 'range', permission: 'workshop', title: 'Reminders and Returns',
  about: 'Service, insurance and PUC reminders sent to customers between the dates (IST), and the first visit of that vehicle after each.',
  path: '/api/admin/reports/workshop-reminders', searchParam: 'search',
  emptyText: 'No reminders sent between these dates', fileBase: 'Reminders_and_Returns',
  columns: [
    { heading: 'Reminded on', field: 'reminded_on' }, { heading: 'Reg. No.', field: 'registration' }, showroom,
    { heading: 'Reminder', field: 'reminder' }, { heading: 'Due on', field: 'due_on' },
    { heading: 'Days before', field: 'days_before' }, { heading: 'Sent by', field: 'sent_by' },
    { heading: 'Came back on', field: 'came_back_on' }, { heading: 'Job card', field: 'job_card' },
  ],
};

export const workshopReports: SourceReportSpec[] = [
  workshopJobsReport, workshopTurnaroundReport, workshopRevenueReport, workshopDeclinedReport, workshopRepeatsReport, workshopRemindersReport,
];
