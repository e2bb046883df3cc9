/**
 * No request can stall the server: every public and admin route gets the longest body it
 * accepts, filled with strings built to make a backtracking pattern work quadratically
 * (the e-mail check once took 11 s on `'a@' + '.'.repeat(102300) + '@'`), and worst-case
 * path parameters and headers (If-None-Match, Accept-Encoding, Range, Content-Type,
 * cookies, X-Forwarded-For, multipart field and file names).
 *
 * What is measured is how long the server's event loop is blocked while the request is
 * handled (the longest gap of a 5 ms ticker) and the latency of a parallel `GET /api/bikes`
 * issued again and again meanwhile: both must stay under 200 ms. Both are wall-clock
 * figures, which on a loaded 2-core machine also grow while other processes have the CPU.
 * So a probe only counts as slow when the event-loop thread itself also spent 200 ms of
 * CPU on it (its own clock in /proc): a pattern gone quadratic burns seconds of it, a
 * busy machine none. A probe over the bound is measured again, up to three times, and
 * the best counts; the test server runs in this process, so its thread is this one.
 */
import { request as httpRequest } from 'node:http';
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopThreadCpuMs } from '../support/loop-thread-cpu.ts';
import { sharedBytes, startWorkerThreadClient, type WorkerThreadClient } from '../support/worker-thread-client.ts';
import { adminRouter } from '../../server/admin/routes.ts';
import { leadDeskRouter } from '../../server/leads/lead-desk-router.ts';
import { appointmentChangeSchema, appointmentPaths } from '#contract/appointment-api.ts';
import { appointmentAdminRouter, scheduleBodySchema, walkInSchema } from '../../server/appointments/admin-routes.ts';
import { channelSaveSchemas, messageApiPaths, testSendSchema } from '#contract/messages.ts';
import { vehicleStepSwitchesSchema } from '#contract/vehicle-step-messages.ts';
import { notificationRouter } from '../../server/notifications/notification-router.ts';
import { pushChoiceSchema, staffPushPaths } from '#contract/staff-push.ts';
import { morningDigestChoiceSchema } from '#contract/morning-digest-choice.ts';
import { leadPaths, staffCreateSchema, staffStatusSchema, staffUpdateSchema } from '#contract/lead-api.ts';
import {
  loginSchema, offerFieldsSchema, passwordChangeSchema, priceSchema, profileSchema, vehicleStatusSchema, vehicleTypes,
} from '#contract/admin-schemas.ts';
import {
  bandsBodySchema, chargesBodySchema, modelAttributesBodySchema, modelOptionsBodySchema, settingsBodySchema, subsidiesBodySchema,
} from '#contract/onroad-admin-schemas.ts';
import { leadEventBodySchema } from '#contract/lead-events.ts';
import { reportQuerySchema } from '#contract/report-query.ts';
import { routePattern } from '../../server/http/route-pattern.ts';
import { modelDraftSchema, modelMoveSchema, newModelSchema } from '#contract/catalogue-studio.ts';
import { siteSettingsSchema } from '#contract/site-settings-schemas.ts';
import { catalogueRouter } from '../../server/catalogue/routes.ts';
import { createLogger } from '../../server/log.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { apiPaths, csrfHeader, idempotencyHeader } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { allReports } from '#contract/reports.ts';
import { validBody } from '../faults/support/bodies.ts';
import { signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { technicianChangeSchema, technicianPaths } from '#contract/workshop-technicians.ts';
import { labourChangeSchema, labourPaths, newLabourSchema } from '#contract/workshop-labour.ts';
import { historyTrackSchema, serviceHistoryPaths, vehicleDatesSchema } from '#contract/service-history.ts';
import { serviceSchedulePaths, serviceScheduleSchema } from '#contract/service-schedule.ts';
import { callResultSchema, reminderPaths, reminderSettingsSchema } from '#contract/service-reminders.ts';
import { addBooking, stockModel } from '../support/stock.ts';
import { csvRequestBytes } from '#contract/csv-file.ts';
import { maxMediaBytes, mediaUploadField } from '#contract/media-uploads.ts';
import {
  allotOverrideSchema, bookingSchema, bookingStepSchema, csvIntakeSchema, receiveSchema, stockPaths, stockSettingsSchema, transferSchema, vehicleIntakeSchema,
  vehicleStatusSchema as stockStatusSchema,
} from '#contract/stock.ts';
import { checklistItemChangeSchema, checklistItemSchema, checklistValueSchema } from '#contract/delivery-checklist.ts';
import { bookingTrackSchema } from '#contract/booking-track.ts';
import {
  customerDecisionSchema, decisionSchema, jobCardFromAppointmentSchema, labourLineBodySchema, partLineBodySchema, partsImportSchema, stageChangeSchema,
  walkInJobCardSchema, workshopPaths, workshopTrackSchema,
} from '#contract/workshop.ts';
import { bookingAmountSchema, ledgerEntrySchema, paymentOrderSchema, paymentPaths, paymentVerifySchema, refundDealtWithSchema, refundSchema } from '#contract/payments.ts';
import { stockAdminRouter } from '../../server/stock/admin-routes.ts';
import { checklistRouter } from '../../server/stock/checklist-routes.ts';
import { bookingTrackRouter } from '../../server/stock/booking-track.ts';
import { stockPublicRouter } from '../../server/stock/public-routes.ts';
import { workshopAdminRouter } from '../../server/workshop/admin-routes.ts';
import { workshopPublicRouter } from '../../server/workshop/public-routes.ts';
import { paymentAdminRouter } from '../../server/payments/admin-routes.ts';
import { gatewayKeysRouter } from '../../server/payments/gateway-keys-routes.ts';
import { paymentKeyPaths, paymentKeysSchema } from '#contract/payment-keys.ts';
import { paymentPublicRouter } from '../../server/payments/public-routes.ts';
import { paymentWebhookRouter } from '../../server/payments/webhook-route.ts';
import { checkoutReturnRouter } from '../../server/payments/checkout-return-route.ts';
import { startStandInGateway, type StandInGateway } from '../../server/payments/stand-in-gateway.ts';

const boundMs = 200;
/** Above this a stall is no scheduling hiccup: no second try. */
const certainMs = 1000;
const tries = 3;

let app: TestApp;
let session: AdminSession;
/** The payment routes answer 503 without a gateway; with the stand-in they read their bodies. */
let gateway: StandInGateway;
/** Sends the bodies over the limit (up to 20 MB), whose writing would otherwise count as this thread's CPU. */
let bigBodyClient: WorkerThreadClient;

beforeAll(async () => {
  bigBodyClient = startWorkerThreadClient();
  gateway = await startStandInGateway({ autoDeliver: false });
  app = await startTestApp({
    config: { razorpay: { keyId: gateway.keyId, keySecret: gateway.keySecret, webhookSecret: gateway.webhookSecret, baseUrl: gateway.url } },
  });
  session = await signedInAdmin(app, 'slow-input-admin', 'Slow-Input-Password-1');
});
afterAll(async () => {
  await app?.close();
  await gateway?.close();
  await bigBodyClient?.close();
});

/**
 * Strings that make a backtracking pattern retry: runs of one character that a pattern
 * could split in many ways, ended by a character that makes the whole match fail.
 */
const families: Record<string, (n: number) => string> = {
  'dots between @': (n) => `a@${'.'.repeat(n - 3)}@`,
  'digits then a letter': (n) => `${'1'.repeat(n - 1)}x`,
  'spaces then a letter': (n) => `a${' '.repeat(n - 2)}x`,
  'date-like repeats': (n) => '2026-11-'.repeat(Math.floor(n / 8)),
};

/** Header values: long runs of the separators header parsers split on. */
const headerFamilies: Record<string, (n: number) => string> = {
  commas: (n) => `a${','.repeat(n - 2)}b`,
  'spaces and semicolons': (n) => `a/b${' ;'.repeat(Math.floor((n - 4) / 2))}x`,
  'quoted runs': (n) => `W/"${'a'.repeat(n - 5)}"x`,
  'parameter runs': (n) => `a${';q=0.5'.repeat(Math.floor((n - 1) / 6))}`,
};

/** Node refuses request heads over 16 KB; a single header of this size is read. */
const headerChars = 14_000;
/** Multipart forms take at most JSON_LIMIT_BYTES (100 KB) of fields (server/http/body.ts). */
const adminFormChars = 60_000;

interface Probe {
  label: string;
  send: () => Promise<Response>;
  /** The right answers (413 for a body over the limit); otherwise any but 5xx, 413 and 431. */
  statuses?: number[];
}

interface Measured {
  status: number;
  stallMs: number;
  readMs: number;
  /** CPU time of the event-loop thread while the probe ran. */
  cpuMs: number;
  body: string;
}

/** How long the loop was blocked by this process's own work, at most. */
const blockedMs = (m: Measured) => Math.min(Math.max(m.stallMs, m.readMs), m.cpuMs);

const bikesUrl = () => `${app.url}${apiPaths.bikes}`;

/**
 * Sends one probe while GET /api/bikes runs back to back, and a 5 ms ticker notes the
 * longest gap between its ticks: how long the event loop was blocked at worst.
 */
async function measure(probe: Probe): Promise<Measured> {
  let lastTick = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - lastTick);
    lastTick = now;
  }, 5);
  let reading = true;
  let readMs = 0;
  const cpuBefore = loopThreadCpuMs();
  const reader = (async () => {
    while (reading) {
      const started = performance.now();
      const res = await fetch(bikesUrl());
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      readMs = Math.max(readMs, performance.now() - started);
    }
  })();
  try {
    const res = await probe.send();
    const body = await res.text();
    reading = false;
    // The read that waited on a stall finishes, and the ticker gets its late turn, before
    // either figure is taken.
    await reader;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { status: res.status, stallMs, readMs, cpuMs: loopThreadCpuMs() - cpuBefore, body };
  } finally {
    clearInterval(ticker);
    reading = false;
    await reader;
  }
}

/** The best of up to three measurements; a block over a second is certain at once. */
async function bestOf(probe: Probe): Promise<Measured> {
  let best: Measured | undefined;
  for (let i = 0; i < tries; i += 1) {
    const m = await measure(probe);
    if (!best || blockedMs(m) < blockedMs(best)) best = m;
    if (blockedMs(m) < boundMs || blockedMs(m) >= certainMs) break;
  }
  return best as Measured;
}

const figures = (m: Measured) =>
  `event loop blocked ${Math.round(m.stallMs)} ms, parallel read ${Math.round(m.readMs)} ms, loop thread CPU ${Math.round(m.cpuMs)} ms`;

/**
 * Runs every probe and reports all that were slow (or were not even read: 413/431 would
 * mean the probe tested nothing) in one failure.
 */
async function expectAllFast(what: string, probes: Probe[]): Promise<void> {
  const problems: string[] = [];
  const results: { label: string; m: Measured }[] = [];
  for (const probe of probes) {
    const m = await bestOf(probe);
    results.push({ label: probe.label, m });
    if (probe.statuses ? !probe.statuses.includes(m.status) : m.status >= 500 || m.status === 413 || m.status === 431) {
      problems.push(`${probe.label}: answered ${m.status} ${m.body.slice(0, 120)}`);
    }
    if (blockedMs(m) >= boundMs) problems.push(`${probe.label}: ${figures(m)}`);
  }
  const slowest = results.sort((a, b) => blockedMs(b.m) - blockedMs(a.m)).slice(0, 3).map((r) => `${r.label}: ${figures(r.m)}`);
  console.log(`${what}: ${probes.length} probes; slowest: ${slowest.join('; ')}`);
  expect(problems).toEqual([]);
}

/** The longest JSON object {field: value} within `limit` bytes, value from `family`. */
function longestJson(field: string, family: (n: number) => string, limit: number): string {
  let n = limit - field.length - 16;
  let body = JSON.stringify({ [field]: family(n) });
  while (body.length > limit) {
    n -= body.length - limit;
    body = JSON.stringify({ [field]: family(n) });
  }
  return body;
}

const adminHeaders = (extra: Record<string, string> = {}) => ({ Cookie: session.cookie, [csrfHeader]: session.csrf, ...extra });

/** A worst-case string whose URL encoding fits in `max` characters. */
function encodedWithin(family: (n: number) => string, max: number): string {
  let n = max;
  let encoded = encodeURIComponent(family(n));
  while (encoded.length > max) {
    n -= Math.max(1, Math.ceil((encoded.length - max) / 3));
    encoded = encodeURIComponent(family(n));
  }
  return encoded;
}

function jsonProbe(method: string, path: string, field: string, familyName: string, admin: boolean): Probe {
  return {
    label: `${method} ${path} ${field}: ${familyName}`,
    send: () => app.fetch(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        [idempotencyHeader]: crypto.randomUUID(),
        ...(admin ? adminHeaders() : {}),
      },
      body: longestJson(field, families[familyName]!, app.config.jsonLimitBytes),
    }),
  };
}

function formProbe(path: string, field: string, familyName: string, options: { admin: boolean; fileField?: string; chars: number }): Probe {
  return {
    label: `POST ${path} ${field}: ${familyName}`,
    send: () => {
      const form = new FormData();
      form.append(field, families[familyName]!(options.chars));
      if (options.fileField) form.append(options.fileField, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
      return app.fetch(path, {
        method: 'POST',
        headers: { [idempotencyHeader]: crypto.randomUUID(), ...(options.admin ? adminHeaders() : {}) },
        body: form,
      });
    },
  };
}

/** A multipart body whose part names and file name are the worst-case strings. */
function formNamesProbe(path: string, familyName: string, admin: boolean): Probe {
  const worst = families[familyName]!(headerChars);
  return {
    label: `POST ${path} multipart names: ${familyName}`,
    send: () => {
      const form = new FormData();
      form.append(worst, 'value');
      form.append('resume', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), `${worst}.pdf`);
      return app.fetch(path, { method: 'POST', headers: { [idempotencyHeader]: crypto.randomUUID(), ...(admin ? adminHeaders() : {}) }, body: form });
    },
  };
}

type ObjectSchema = { shape: Record<string, unknown> };
type BodySchema = ObjectSchema | { options: readonly ObjectSchema[] } | { in: ObjectSchema };

/** The fields a body schema names (through a union or a transform): the probes fill exactly what the server reads. */
function fieldsOf(schema: BodySchema): string[] {
  const shapes = 'options' in schema ? schema.options.map((o) => o.shape) : 'in' in schema ? [schema.in.shape] : [schema.shape];
  return [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
}

const body = (schema: Parameters<typeof fieldsOf>[0], multipart = false) => ({ fields: fieldsOf(schema), multipart });
const noBody = { fields: ['x'] };

/**
 * The body fields of every admin route that takes a body (requirements 7.3), by router pattern,
 * from the contract's paths and schemas. A route missing here fails the test, so a new
 * route gets probed too.
 */
const adminBodies: Record<string, { fields: string[]; multipart?: boolean }> = {
  [adminApiPaths.login]: body(loginSchema),
  [adminApiPaths.logout]: noBody,
  [routePattern(adminApiPaths.profile, 'userId')]: body(profileSchema),
  [routePattern(adminApiPaths.morningDigest, 'userId')]: body(morningDigestChoiceSchema),
  [routePattern(adminApiPaths.password, 'userId')]: body(passwordChangeSchema),
  [routePattern(adminApiPaths.price, 'bikeName')]: body(priceSchema),
  [routePattern(adminApiPaths.accessoryPrice, 'id')]: body(priceSchema),
  [routePattern(adminApiPaths.variantPrice, 'id')]: body(priceSchema),
  [adminApiPaths.adminMediaImages]: { fields: ['file'], multipart: true },
  [adminApiPaths.adminMediaFrames]: { fields: ['file'], multipart: true },
  [adminApiPaths.adminMediaBrochures]: { fields: ['file'], multipart: true },
  [adminApiPaths.adminCatalogue]: body(newModelSchema),
  [routePattern(adminApiPaths.adminModel, 'id')]: body(modelDraftSchema),
  [routePattern(adminApiPaths.adminModelDraft, 'id')]: noBody,
  [routePattern(adminApiPaths.adminModelMove, 'id')]: body(modelMoveSchema),
  [routePattern(adminApiPaths.adminModelPublish, 'id')]: noBody,
  [routePattern(adminApiPaths.adminModelHide, 'id')]: noBody,
  [routePattern(adminApiPaths.adminModelUnhide, 'id')]: noBody,
  [adminApiPaths.adminCatalogueImport]: { fields: ['file'], multipart: true },
  [adminApiPaths.adminSite]: body(siteSettingsSchema),
  [adminApiPaths.adminSiteLogo]: { fields: ['file'], multipart: true },
  ...Object.fromEntries(vehicleTypes.map((type) => [
    routePattern((id: string) => adminApiPaths.vehicleStatus(type, id), 'id'), body(vehicleStatusSchema),
  ])),
  [adminApiPaths.createOffer]: body(offerFieldsSchema, true),
  [adminApiPaths.galleryUpload]: { fields: ['images'], multipart: true },
  [routePattern(adminApiPaths.deleteOffer, 'id')]: noBody,
  [routePattern(adminApiPaths.deleteGallery, 'id')]: noBody,
  ...Object.fromEntries(allReports.map((r) => [r.path, body(reportQuerySchema)])),
  [routePattern(adminApiPaths.adminOnroadBands, 'schedule', 'powertrain')]: body(bandsBodySchema('roadTax', 'ice')),
  [adminApiPaths.adminOnroadCharges]: body(chargesBodySchema),
  [adminApiPaths.adminOnroadSettings]: body(settingsBodySchema),
  [adminApiPaths.adminOnroadSubsidies]: body(subsidiesBodySchema),
  [routePattern(adminApiPaths.adminOnroadModel, 'id')]: body(modelAttributesBodySchema('ev')),
  [routePattern(adminApiPaths.adminOnroadOptions, 'id')]: body(modelOptionsBodySchema),
  [routePattern(leadPaths.events, 'leadId')]: body(leadEventBodySchema),
  [leadPaths.staff]: body(staffCreateSchema),
  [routePattern(leadPaths.staffAccount, 'userId')]: body(staffUpdateSchema),
  [routePattern(leadPaths.staffStatus, 'userId')]: body(staffStatusSchema),
  [routePattern(appointmentPaths.changes, 'id')]: body(appointmentChangeSchema),
  [appointmentPaths.walkIn]: body(walkInSchema),
  // The DELETE of a device reads its endpoint from the query: its body is probed all the same.
  [staffPushPaths.subscription]: body(pushChoiceSchema),
  [routePattern(appointmentPaths.schedule, 'showroomId')]: body(scheduleBodySchema),
  [routePattern(messageApiPaths.adminMessageChannel, 'channel')]: body(channelSaveSchemas.sms),
  [routePattern(messageApiPaths.adminMessageTest, 'channel')]: body(testSendSchema),
  [messageApiPaths.adminVehicleSteps]: body(vehicleStepSwitchesSchema),
};

interface RouteLayer {
  methods: string[];
  path: string;
}

function layers(router: Router): RouteLayer[] {
  return router.stack
    .filter((l) => typeof l.path === 'string' && l.methods.length > 0)
    .map((l) => ({ methods: l.methods.filter((m) => m !== 'HEAD'), path: l.path as string }));
}

function deps() {
  return { db: app.db, config: app.config, log: createLogger('silent'), now: () => new Date() };
}

/** A concrete path for a router pattern: parameters get a real-looking value. */
/**
 * Routes whose body is read only once the record the path names is found: probed on a real
 * one (made in the test), so their over-limit body meets the body reader, not a 404.
 */
const onRealBooking = new Set([routePattern(paymentPaths.ledger, 'id'), routePattern(paymentPaths.refunds, 'id')]);
let realBookingId = 0;

function concrete(pattern: string): string {
  if (onRealBooking.has(pattern)) return pattern.replace(':id', String(realBookingId));
  return pattern
    .replace(':userId', 'slow-input-admin')
    .replace(':bikeName', 'Shine100')
    .replace(':leadId', '00000000-0000-4000-8000-000000000000')
    .replace(':showroomId', '1')
    .replace(':schedule', 'roadTax')
    .replace(':powertrain', 'ice')
    .replace(':channel', 'sms')
    .replace(':lineId', '999999')
    .replace(':modelId', '999999')
    .replace(':key', 'registration')
    .replace(':code', 'NO-SUCH-CODE')
    .replace(':refundId', 'rfnd_nosuchrefund')
    .replace(':id', pattern.includes('onroad') ? '1' : pattern.includes('resumes') ? '00000000-0000-4000-8000-000000000000' : '999999');
}


/**
 * The body fields of every stock, workshop and payments route that takes a body, public
 * and staff, by router pattern; `limit` is the route's own body limit when it is not the
 * JSON limit (the CSV uploads). A route missing here fails the test.
 */
const moneyStockWorkshopBodies: Record<string, { fields: string[]; admin: boolean; limit?: number }> = {
  [stockPaths.vehicles]: { ...body(vehicleIntakeSchema), admin: true },
  [routePattern(stockPaths.vehicleStatus, 'id')]: { ...body(stockStatusSchema), admin: true },
  [routePattern(stockPaths.vehicleTransfer, 'id')]: { ...body(transferSchema), admin: true },
  [stockPaths.receive]: { ...body(receiveSchema), admin: true },
  [stockPaths.intake]: { ...body(csvIntakeSchema), admin: true, limit: csvRequestBytes },
  [stockPaths.bookings]: { ...body(bookingSchema), admin: true },
  [routePattern(stockPaths.bookingState, 'id')]: { ...body(bookingStepSchema), admin: true },
  [routePattern(stockPaths.bookingAllot, 'id')]: { ...body(allotOverrideSchema), admin: true },
  [stockPaths.settings]: { ...body(stockSettingsSchema), admin: true },
  [routePattern(stockPaths.bookingChecklistItem, 'id', 'key')]: { ...body(checklistValueSchema), admin: true },
  // The handover photo is multipart: every JSON probe is refused as the wrong kind of body.
  [routePattern(stockPaths.bookingChecklistPhoto, 'id', 'key')]: { fields: [mediaUploadField], admin: true, limit: maxMediaBytes },
  [stockPaths.checklistItems]: { ...body(checklistItemSchema), admin: true },
  [routePattern(stockPaths.checklistItem, 'key')]: { ...body(checklistItemChangeSchema), admin: true },
  [stockPaths.track]: { ...body(bookingTrackSchema), admin: false },
  [workshopPaths.jobCards]: { fields: [...new Set([...fieldsOf(jobCardFromAppointmentSchema), ...fieldsOf(walkInJobCardSchema)])], admin: true },
  [workshopPaths.stage]: { ...body(stageChangeSchema), admin: true },
  [workshopPaths.lines]: { fields: [...new Set([...fieldsOf(partLineBodySchema), ...fieldsOf(labourLineBodySchema)])], admin: true },
  [workshopPaths.lineDecision]: { ...body(decisionSchema), admin: true },
  // Intake photos are multipart, as the handover photo: every JSON probe is refused as the wrong kind of body.
  [workshopPaths.photos]: { fields: [mediaUploadField], admin: true, limit: maxMediaBytes },
  // Billing reads no body: whatever is sent is left unread.
  [workshopPaths.bill]: { fields: [], admin: true },
  [technicianPaths.technician]: { ...body(technicianChangeSchema), admin: true },
  [workshopPaths.partsImport]: { ...body(partsImportSchema), admin: true, limit: csvRequestBytes },
  [labourPaths.labour]: { ...body(newLabourSchema), admin: true },
  [labourPaths.operation]: { ...body(labourChangeSchema), admin: true },
  [workshopPaths.track]: { ...body(workshopTrackSchema), admin: false },
  [workshopPaths.decision]: { ...body(customerDecisionSchema), admin: false },
  [routePattern(serviceSchedulePaths.schedule, 'modelId')]: { ...body(serviceScheduleSchema), admin: true },
  [serviceHistoryPaths.dates]: { ...body(vehicleDatesSchema), admin: true },
  [serviceHistoryPaths.track]: { ...body(historyTrackSchema), admin: false },
  [reminderPaths.settings]: { ...body(reminderSettingsSchema), admin: true },
  [reminderPaths.callResults]: { ...body(callResultSchema), admin: true },
  [routePattern(paymentPaths.ledger, 'id')]: { ...body(ledgerEntrySchema), admin: true },
  [routePattern(paymentPaths.refunds, 'id')]: { ...body(refundSchema), admin: true },
  [routePattern(paymentPaths.bookingAmount, 'modelId')]: { ...body(bookingAmountSchema), admin: true },
  [routePattern(paymentPaths.refundDealtWith, 'refundId')]: { ...body(refundDealtWithSchema), admin: true },
  [paymentKeyPaths.keys]: { ...body(paymentKeysSchema), admin: true },
  // Test connection takes no fields: what is sent is read within the limit and ignored.
  [paymentKeyPaths.test]: { fields: [], admin: true },
  [paymentPaths.orders]: { ...body(paymentOrderSchema), admin: false },
  [paymentPaths.verify]: { ...body(paymentVerifySchema), admin: false },
  // The checkout's return is a form (urlencoded), as the gateway's page posts it: every JSON probe is refused as the wrong kind of body.
  [paymentPaths.checkoutReturn]: { fields: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'error[code]'], admin: false },
  // The gateway's event: read as raw bytes, refused for its signature.
  [paymentPaths.webhook]: { fields: ['event', 'payload'], admin: false },
};

/** Values of the wrong type for any field: the schema refuses them with a 400. */
const wrongTypes: Record<string, unknown> = {
  number: 123456789012345,
  object: { $gt: '', __proto__: { polluted: 1 } },
  array: [['x'], [1, null]],
  null: null,
};

function rawJsonProbe(method: string, path: string, label: string, text: string, admin: boolean, statuses?: number[]): Probe {
  return {
    label: `${method} ${path} ${label}`,
    ...(statuses ? { statuses } : {}),
    send: () => app.fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: crypto.randomUUID(), ...(admin ? adminHeaders() : {}) },
      body: text,
    }),
  };
}

/** Pieces of a body this far apart: a client on a bad line, or one holding the socket open. */
const dripPieces = 6;
const dripGapMs = 40;

/** The body sent a few bytes at a time over a raw socket, as declared by its Content-Length. */
function dripProbe(method: string, path: string, text: string, admin: boolean): Probe {
  return {
    label: `${method} ${path} slow drip`,
    send: () => new Promise<Response>((resolve, reject) => {
      const bytes = Buffer.from(text);
      const req = httpRequest(`${app.url}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json', 'Content-Length': String(bytes.length), [idempotencyHeader]: crypto.randomUUID(), ...(admin ? adminHeaders() : {}),
        },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 })));
        res.on('error', reject);
      });
      req.on('error', reject);
      const size = Math.ceil(bytes.length / dripPieces);
      let at = 0;
      const next = () => {
        if (at >= bytes.length) {
          req.end();
          return;
        }
        req.write(bytes.subarray(at, at + size));
        at += size;
        setTimeout(next, dripGapMs);
      };
      next();
    }),
  };
}

/** Every probe of one route's body: worst-case strings, wrong types, deep JSON, oversized, slow drip. */
function bodyProbes(method: string, pattern: string, spec: { fields: string[]; admin: boolean; limit?: number }): Probe[] {
  const path = concrete(pattern);
  const probes: Probe[] = [];
  for (const field of spec.fields) {
    for (const familyName of Object.keys(families)) probes.push(jsonProbe(method, path, field, familyName, spec.admin));
    for (const [typeName, value] of Object.entries(wrongTypes)) {
      probes.push(rawJsonProbe(method, path, `${field}: ${typeName}`, JSON.stringify({ [field]: value }), spec.admin));
    }
  }
  probes.push(rawJsonProbe(method, path, 'whole body an array', JSON.stringify(spec.fields), spec.admin));
  probes.push(rawJsonProbe(method, path, 'whole body a string', JSON.stringify('x'.repeat(1000)), spec.admin));
  probes.push(rawJsonProbe(method, path, 'deep arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`, spec.admin));
  probes.push(rawJsonProbe(method, path, 'deep objects', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, spec.admin));
  const limit = spec.limit ?? app.config.jsonLimitBytes;
  // 413; or the 404 of a record the path names and the route looks up before it reads a body.
  // Made beforehand and sent from another thread: encoding and writing 20 MB is the
  // client's work, not the server's, and the event loop measured is this thread's.
  const over = sharedBytes(Buffer.from(JSON.stringify({ [spec.fields[0] ?? 'x']: 'y'.repeat(limit) }).slice(0, limit + 1)));
  const missingRecord = pattern.includes(':') && !onRealBooking.has(pattern);
  probes.push({
    label: `${method} ${path} one byte over the limit`,
    statuses: missingRecord ? [413, 404] : [413],
    send: () => bigBodyClient.send(`${app.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: crypto.randomUUID(), ...(spec.admin ? adminHeaders() : {}) },
      body: over,
    }).catch((error: Error) => {
      throw new Error(`${method} ${path} one byte over the limit: ${error.message}`);
    }),
  });
  probes.push(dripProbe(method, path, JSON.stringify(Object.fromEntries(spec.fields.map((f) => [f, families['digits then a letter']!(200)]))), spec.admin));
  return probes;
}

describe('no request stalls the server', () => {
  it('public submissions: the longest accepted body with worst-case strings in each field', async () => {
    const probes: Probe[] = [];
    for (const [kind, spec] of Object.entries(enquiryKinds)) {
      const fields = Object.keys(validBody(kind as EnquiryKind));
      for (const field of fields) {
        for (const familyName of Object.keys(families)) {
          probes.push(spec.encoding === 'json'
            ? jsonProbe('POST', spec.path, field, familyName, false)
            : formProbe(spec.path, field, familyName, { admin: false, chars: app.config.jsonLimitBytes - 2000, ...(spec.fileField ? { fileField: spec.fileField } : {}) }));
        }
      }
      if (spec.encoding === 'multipart') {
        for (const familyName of Object.keys(families)) probes.push(formNamesProbe(spec.path, familyName, false));
      }
    }
    // The customer's status lookup is public JSON too.
    for (const field of ['reference', 'mobile']) {
      for (const familyName of Object.keys(families)) probes.push(jsonProbe('POST', leadPaths.track, field, familyName, false));
    }
    // And the customer's Cancel or Change time of a booking.
    for (const field of ['reference', 'mobile', 'action', 'date', 'time']) {
      for (const familyName of Object.keys(families)) probes.push(jsonProbe('POST', appointmentPaths.trackChange, field, familyName, false));
    }
    await expectAllFast('public submissions', probes);
  }, 600_000);

  it('admin routes: the longest accepted body with worst-case strings in each field', async () => {
    const probes: Probe[] = [];
    const uncovered: string[] = [];
    for (const layer of [
      ...layers(adminRouter(deps())), ...layers(leadDeskRouter(deps())), ...layers(appointmentAdminRouter(deps())), ...layers(notificationRouter(deps())),
    ]) {
      for (const method of layer.methods.filter((m) => m !== 'GET')) {
        const body = adminBodies[layer.path];
        if (!body) {
          uncovered.push(`${method} ${layer.path}`);
          continue;
        }
        const path = concrete(layer.path);
        // Logout with the session would end it for the probes that follow.
        const admin = layer.path !== adminApiPaths.logout;
        for (const field of body.fields) {
          for (const familyName of Object.keys(families)) {
            probes.push(body.multipart
              ? formProbe(path, field, familyName, { admin, chars: adminFormChars })
              : jsonProbe(method, path, field, familyName, admin));
          }
        }
        if (body.multipart) for (const familyName of Object.keys(families)) probes.push(formNamesProbe(path, familyName, admin));
      }
    }
    expect(uncovered, 'admin routes with a body that this test does not probe').toEqual([]);
    expect(probes.length).toBeGreaterThan(100);
    await expectAllFast('admin routes', probes);
  }, 600_000);

  it('stock, workshop and payments routes: worst-case strings, wrong types, deep JSON, oversized bodies and a slow drip', async () => {
    const probes: Probe[] = [];
    const uncovered: string[] = [];
    const routers = [
      stockAdminRouter, checklistRouter, bookingTrackRouter, stockPublicRouter, workshopAdminRouter, workshopPublicRouter,
      paymentAdminRouter, paymentPublicRouter, checkoutReturnRouter, paymentWebhookRouter, gatewayKeysRouter,
    ];
    const seen = new Set<string>();
    const model = await stockModel(app);
    realBookingId = (await addBooking(app, session, { modelId: model.id, variant: model.variants[0], colour: model.colours[0], showroomId: 1 })).id;
    for (const layer of routers.flatMap((router) => layers(router(deps() as never)))) {
      for (const method of layer.methods.filter((m) => m !== 'GET')) {
        // A DELETE here reads no body (a checklist value's removal).
        if (method === 'DELETE') continue;
        const spec = moneyStockWorkshopBodies[layer.path];
        if (!spec) {
          uncovered.push(`${method} ${layer.path}`);
          continue;
        }
        seen.add(layer.path);
        probes.push(...bodyProbes(method, layer.path, spec));
      }
    }
    expect(uncovered, 'stock, workshop or payments routes with a body that this test does not probe').toEqual([]);
    expect(Object.keys(moneyStockWorkshopBodies).filter((p) => !seen.has(p)), 'table entries with no route').toEqual([]);
    expect(probes.length).toBeGreaterThan(300);
    await expectAllFast('stock, workshop and payments routes', probes);
  }, 900_000);

  it('path parameters of every read: worst-case strings as long as a request line may be', async () => {
    const probes: Probe[] = [];
    const readLayers = [...layers(catalogueRouter(deps())), ...layers(adminRouter(deps())), ...layers(leadDeskRouter(deps())), ...layers(notificationRouter(deps()))]
      .filter((l) => l.methods.includes('GET') && l.path.includes(':'));
    expect(readLayers.length).toBeGreaterThan(5);
    for (const layer of readLayers) {
      for (const [familyName, family] of Object.entries(families)) {
        const path = layer.path.replace(/:\w+/, encodedWithin(family, headerChars));
        probes.push({ label: `GET ${layer.path}: ${familyName}`, send: () => app.fetch(path, { headers: adminHeaders() }) });
      }
    }
    for (const [familyName, family] of Object.entries(families)) {
      probes.push({ label: `GET /media/...: ${familyName}`, send: () => app.fetch(`/media/${encodedWithin(family, headerChars)}`) });
    }
    await expectAllFast('path parameters', probes);
  }, 600_000);

  it('headers: worst-case values of every header the server or its libraries parse', async () => {
    const submission = enquiryKinds.contact.path;
    const targets: { header: string; method: string; path: string; admin?: boolean }[] = [
      { header: 'If-None-Match', method: 'GET', path: apiPaths.bikes },
      { header: 'If-None-Match', method: 'GET', path: '/media/site/logo.svg' },
      { header: 'If-None-Match', method: 'GET', path: '/' },
      { header: 'If-Modified-Since', method: 'GET', path: '/assets/index-fixture.js' },
      { header: 'Accept-Encoding', method: 'GET', path: '/assets/index-fixture.js' },
      { header: 'Accept-Encoding', method: 'GET', path: apiPaths.offlineManifest },
      { header: 'Accept', method: 'GET', path: '/finance' },
      { header: 'Range', method: 'GET', path: '/' },
      { header: 'Origin', method: 'POST', path: submission },
      { header: 'Content-Type', method: 'POST', path: submission },
      { header: idempotencyHeader, method: 'POST', path: submission },
      { header: 'Cookie', method: 'GET', path: adminApiPaths.me },
      { header: csrfHeader, method: 'POST', path: allReports[0]!.path, admin: true },
      { header: 'X-Forwarded-For', method: 'POST', path: adminApiPaths.login },
      { header: 'X-Forwarded-Proto', method: 'POST', path: adminApiPaths.login },
      { header: 'X-Forwarded-Host', method: 'GET', path: apiPaths.bikes },
    ];
    const probes: Probe[] = [];
    for (const target of targets) {
      for (const [familyName, family] of Object.entries(headerFamilies)) {
        probes.push({
          label: `${target.method} ${target.path} ${target.header}: ${familyName}`,
          send: () => app.fetch(target.path, {
            method: target.method,
            headers: {
              ...(target.admin ? { Cookie: session.cookie } : {}),
              ...(target.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
              [target.header]: family(headerChars),
            },
            ...(target.method === 'POST' ? { body: JSON.stringify(validBody('contact')) } : {}),
          }),
        });
      }
    }
    await expectAllFast('headers', probes);
  }, 600_000);
});
