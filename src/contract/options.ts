/** Fixed choice lists of the forms (requirements 3, 5 and 9). */

/** requirements 5: product enquiry colour options. */
export const productColours = ['Red', 'Blue', 'Black', 'White', 'Grey'] as const;

/** requirements 3: contact reasons. */
export const contactReasons = ['Inquiry', 'Support', 'Feedback'] as const;

/** requirements 3: service types. */
export const serviceTypes = ['Paid', 'Free'] as const;

/** requirements 5: joy club model options. */
export const joyClubModels = ['Shine', 'Activa', 'Unicorn', 'CBR 150R'] as const;

/** requirements 5: feedback location options. */
export const feedbackLocations = [
  'RAILWAY ROAD, GGN',
  'SECTOR-18, GURGAON',
  'SECTOR-52, GURGAON',
  'PATAUDI',
] as const;

/** requirements 5: feedback department options. */
export const feedbackDepartments = ['SALES', 'SERVICE', 'SPARE PARTS', 'INSURANCE', 'ACCESSORIES'] as const;

/**
 * requirements 9: opt-in channels (plus 'all'), the one list the opt-in schema, its form and the
 * opt-in report are built from.
 */
export const optInChannels = ['rcs', 'sms', 'obd', 'email', 'whatsapp'] as const;
type OptInChannel = (typeof optInChannels)[number];

/** requirements 4: the 'Check all' box's key among the notification ticks. */
export const optInAllKey = 'all';

/** How a person reads each channel (form labels, reports). */
export const optInChannelLabels: Record<OptInChannel, string> = {
  rcs: 'RCS',
  sms: 'SMS',
  obd: 'OBD (voice call)',
  email: 'Email',
  whatsapp: 'WhatsApp',
};

/** requirements 9: finance proof-of-address options. */
export const poaOptions = [
  'Electricity Bill', 'Gas Bill', 'Bank Statement', 'Landline Bill', 'Registered Lease / Rent Agreement',
] as const;

/** requirements 9: finance proof-of-identity options. */
export const poiOptions = ['Aadhar Card', 'PAN Card', 'Voter ID', 'Driving License', 'Passport'] as const;

/** requirements 9: required finance documents. */
export const financeDocuments = [
  'Passport size photograph',
  'Identity proof',
  'Address proof',
  'Cancelled cheque or bank passbook copy (last 3 months)',
  'Income proof (salary slip or income tax returns, last 2 years)',
] as const;

/** Resume uploads (requirements 2.3: .pdf, .doc, .docx). */
export const resumeExtensions = ['.pdf', '.doc', '.docx'] as const;
/** Every upload (resume, offer and gallery image) is at most 5 MB. */
export const maxUploadBytes = 5 * 1024 * 1024;
/** The one text of a file over that size; the server names the field ("resume: The file ..."). */
export const fileTooLargeMessage = `The file must be at most ${maxUploadBytes / (1024 * 1024)} MB`;
