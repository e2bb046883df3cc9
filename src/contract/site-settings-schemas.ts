/**
 * The body of PUT /api/admin/site (Manage > Site), checked the same way on the screen and
 * on the server. Every message is a sentence the dealer reads at the field; texts are
 * trimmed and bounded before any pattern runs (src/contract/fields.ts).
 */
import { z } from 'zod';
import type { SiteSettingsInput } from './site-settings.ts';
import { gstinChecksOut, gstinPattern } from './gstin.ts';

const siteLimits = {
  name: 80,
  label: 30,
  address: 200,
  hours: 60,
  email: 120,
  url: 300,
  brands: 10,
  social: 8,
  showrooms: 20,
} as const;

/** A text of 1..max characters; `required` is what an empty one is told. */
function text(required: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, { message: `Keep it under ${max + 1} characters`, abort: true });
}

const gstinMessage = 'A GSTIN is 15 letters and digits, like 06AAGCG4821K1ZK: the state code, the PAN, then three more';
const gstinCheckMessage = "This GSTIN's last character does not match the rest: check it against the GST registration certificate";

/**
 * An Indian phone number as a visitor dials it: a mobile or a landline with its STD code
 * (10 digits in all), written with +91, 0 or neither, spaces and hyphens as the dealer
 * likes; or a toll-free 1800/1860 number. Stored as written, since it is shown so.
 */
function isIndianPhone(value: string): boolean {
  const compact = value.replace(/[\s().-]/g, '');
  if (/^1(?:800|860)\d{6,7}$/.test(compact)) return true;
  const national = compact.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[1-9]\d{9}$/.test(national);
}
const phoneMessage = 'Enter an Indian phone number, like +91 98110 40001 or 0124 456 7890';

/** One way to match (the first domain label has no dot), so the check is linear on any text. */
const emailPattern = /^[^\s@]+@[^\s@.]+\.[^\s@]+$/;
const emailMessage = 'Enter an e-mail address, like sales@example.in';

const phone = (required: string) => text(required, 24).refine(isIndianPhone, phoneMessage);
const email = (required: string) => text(required, siteLimits.email).refine((v) => emailPattern.test(v), emailMessage);
const webLink = (required: string) =>
  text(required, siteLimits.url).refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), 'Enter a web address starting with https://');

/** A picture of this site ('/media/...'), or '' for the drawn mark. */
const logoPath = z
  .string({ error: 'Enter the path of the logo picture, or leave it empty' })
  .trim()
  .max(siteLimits.url, { message: `Keep it under ${siteLimits.url + 1} characters`, abort: true })
  .refine((v) => v === '' || /^\/(?!\/)\S+$/.test(v), 'Give the path of a picture on this site, like /media/logo.png, or leave it empty');

/** A map position in India (the dealer page's map). */
const coordinate = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: `Enter the ${label} as a number, like ${label === 'latitude' ? '28.4595' : '77.0266'}` })
      .min(min, `The ${label} of a place in India is between ${min} and ${max}`)
      .max(max, `The ${label} of a place in India is between ${min} and ${max}`),
  );

const showroomSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  label: text('Give the short name shown in the menu, like SECTOR 18', siteLimits.label),
  name: text("Enter the showroom's name", siteLimits.name),
  address: text("Enter the showroom's address", siteLimits.address),
  salesNo: phone('Enter the sales phone number'),
  serviceNo: phone('Enter the service phone number'),
  hours: text('Enter the opening hours, like 09:30 AM to 07:00 PM', siteLimits.hours),
  email: email("Enter the showroom's e-mail address"),
  latitude: coordinate('latitude', 6, 37.5),
  longitude: coordinate('longitude', 68, 98),
  /** Closed: hidden from visitors, kept for staff and history. Absent: open. */
  closed: z.boolean({ error: 'closed is true or false' }).optional().default(false),
});

export const siteSettingsSchema = z
  .object({
    dealerName: text("Enter the dealer's name", siteLimits.name),
    brands: z
      .array(text('Enter the brand name, or remove this line', 40), { error: 'Name the brands you sell' })
      .min(1, 'Name at least one brand you sell')
      .max(siteLimits.brands, `At most ${siteLimits.brands} brands`),
    logoPath,
    gstin: z
      .string({ error: 'Enter the GSTIN' })
      .trim()
      .toUpperCase()
      .min(1, 'Enter the GSTIN')
      .max(20, { message: gstinMessage, abort: true })
      .refine((v) => gstinPattern.test(v), { message: gstinMessage, abort: true })
      .refine(gstinChecksOut, gstinCheckMessage),
    hours: text('Enter the opening hours, like 09:30 AM to 07:00 PM', siteLimits.hours),
    office: z.object({
      address: text("Enter the office's address", siteLimits.address),
      salesPhone: phone('Enter the sales phone number'),
      servicePhone: phone('Enter the service phone number'),
      crmPhone: phone('Enter the customer care (CRM) phone number'),
      salesEmail: email('Enter the sales e-mail address'),
      serviceEmail: email('Enter the service e-mail address'),
      crmEmail: email('Enter the customer care (CRM) e-mail address'),
      careersEmail: email('Enter the e-mail address for job applications'),
      careersPhone: phone('Enter the phone number for job applications'),
    }),
    whatsapp: z
      .string({ error: 'Enter the WhatsApp chat link, or leave it empty' })
      .trim()
      .max(siteLimits.url, { message: `Keep it under ${siteLimits.url + 1} characters`, abort: true })
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), 'Enter a link starting with https://, like https://wa.me/919811040001, or leave it empty'),
    social: z
      .array(z.object({ name: text('Name the social network, like Instagram', 30), url: webLink('Enter the page address') }), { error: 'List the social links' })
      .max(siteLimits.social, `At most ${siteLimits.social} social links`),
    showrooms: z
      .array(showroomSchema, { error: 'List the showrooms' })
      .min(1, 'Keep at least one showroom')
      .max(siteLimits.showrooms, `At most ${siteLimits.showrooms} showrooms`),
  })
  .superRefine((value, ctx) => {
    if (value.showrooms.every((s) => s.closed)) ctx.addIssue({ code: 'custom', path: ['showrooms'], message: 'Keep at least one showroom open' });
    const seen = new Set<number>();
    value.showrooms.forEach((s, i) => {
      if (s.id == null) return;
      if (seen.has(s.id)) ctx.addIssue({ code: 'custom', path: ['showrooms', i, 'id'], message: 'This showroom is listed twice' });
      seen.add(s.id);
    });
  }) satisfies z.ZodType<SiteSettingsInput, unknown>;

export type SiteSettingsBody = z.infer<typeof siteSettingsSchema>;
