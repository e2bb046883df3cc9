/**
 * Valid bodies for the JSON submissions, built from the contract's choice lists so they
 * stay valid when the lists change. Each call gives different text, so rows can be told
 * apart when they are read back.
 */
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { contactReasons, feedbackDepartments, feedbackLocations, joyClubModels, productColours } from '#contract/options.ts';
// Slugs the server still accepts: each is a catalogue model or one the forms once offered.
import { earlierListedModels } from '#contract/catalogue-model-field.ts';

let counter = 0;

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

/** A booking a week ahead (IST), so the body stays valid whatever day the tests run. */
function nextWeek(): string {
  return istDateOf(new Date(Date.now() + 7 * 86_400_000));
}

/** A preferred showroom (1-4), or '' for any, by turns. */
function showroom(n: number): number | '' {
  return n % 5 === 0 ? '' : (n % 4) + 1;
}

/** A ten-digit mobile number (first digit 9, a reachable Indian mobile) that differs per call. */
function mobile(n: number): string {
  return `9${String(100_000_000 + (n * 7919) % 900_000_000).padStart(9, '0')}`;
}

export type JsonKind = Exclude<EnquiryKind, 'feedback' | 'career'>;

export const jsonKinds: JsonKind[] = ['finance', 'contact', 'service', 'amc', 'warranty', 'offer', 'optin', 'product', 'joyclub'];

export function validBody(kind: EnquiryKind, n = counter++): Record<string, unknown> {
  const name = `Test Customer ${n}`;
  const email = `customer${n}@example.in`;
  switch (kind) {
    case 'finance':
      return {
        name, email, contact: mobile(n), loanAmount: String(50_000 + (n % 50) * 1000), model: pick(earlierListedModels, n), message: 'Need a loan', agreed: true,
        preferredShowroom: showroom(n),
      };
    case 'contact':
      return { name, email, contact: mobile(n), reason: pick(contactReasons, n), message: 'Please call me back' };
    case 'service':
      return {
        model: pick(earlierListedModels, n), enteredModel: '', yearOfPurchase: '2021', serviceType: 'Paid', registrationNumber: `HR26AB${n % 10_000}`,
        bookingDate: nextWeek(), name, email, contactNumber: mobile(n), message: 'First service', preferredShowroom: showroom(n),
      };
    case 'amc':
    case 'warranty':
    case 'joyclub':
      if (kind === 'joyclub') {
        return { name, mobile: mobile(n), email, model: pick(joyClubModels, n), regNo: `HR26CD${n % 10_000}`, purchaseYear: '2020', message: 'Join' };
      }
      return { model: pick(earlierListedModels, n), yearOfPurchase: '2022', registrationNumber: `HR26EF${n % 10_000}`, name, email, contactNumber: mobile(n), message: 'Details please' };
    case 'offer':
      return { name, email, contact: mobile(n), agree: true };
    case 'optin':
      return { registration: `HR26GH${n % 10_000}`, name, mobile: mobile(n), notifications: { all: false, rcs: true, sms: true, obd: false, email: false, whatsapp: true } };
    case 'product':
      return {
        name, mobileNo: mobile(n), emailId: email, model: 'Shine 100', color: pick(productColours, n), message: 'Test ride please',
        preferredShowroom: showroom(n), preferredDate: nextWeek(),
      };
    case 'feedback':
      return { name, phone: mobile(n), email, address: 'Railway Road', location: pick(feedbackLocations, n), department: pick(feedbackDepartments, n), message: 'Good service' };
    case 'career':
      return { name, phone: mobile(n), email, address: 'Sector 18', area: 'Gurgaon', position: 'Sales executive' };
  }
}
