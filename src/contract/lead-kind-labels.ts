/**
 * What staff call each kind of lead wherever they read it: the desk's rows, filter and
 * lead page, the desk alerts, the push notifications, the push choices and the morning
 * digest. A product enquiry is the test ride a visitor booked or asked for (the site's
 * "Book a test ride"), or a walk-in who came for one, so staff read "Test ride". The
 * spec's report keeps its own names (menu "Enquiry Report", file Product_Enquiry_Report).
 * The other kinds read as the enquiry registry names them.
 */
import { enquiryKinds, isEnquiryKind, type EnquiryKind } from './enquiry-kinds.ts';

const staffWords: Partial<Record<EnquiryKind, string>> = { product: 'Test ride' };

export function staffKindLabel(kind: string): string {
  if (!isEnquiryKind(kind)) return 'Enquiry';
  return staffWords[kind] ?? enquiryKinds[kind].label;
}
