/**
 * POST /api/payments/checkout-return?lang= (docs/payments.md "Coming back from the
 * checkout"): where the checkout's redirect mode sends the buyer after paying, as
 * Razorpay's does with `callback_url` and `redirect`. The gateway's page POSTs a form: the
 * handler's three fields after a payment, `error[...]` fields after a failure. A page of a
 * single-page site cannot read a POST, so the route answers 303 to /track in the buyer's
 * language with the same fields in the address; the page takes them out, verifies the
 * payment (POST /api/payments/verify, which alone records it) and shows the confirmation.
 *
 * Only a payment whose signature holds is passed on: a forged or broken return is refused
 * here (400 in words) and never reaches an address bar. Nothing is stored: a payment whose
 * buyer never comes back is still entered by its webhook or the reconciliation job.
 */
import Router from '@koa/router';
import { isLanguage, defaultLanguage } from '#contract/language.ts';
import { paymentMessages, paymentPaths, paymentVerifySchema } from '#contract/payments.ts';
import type { ResolvedDeps } from '../deps.ts';
import { HttpError } from '../http/http-error.ts';
import { rawBody } from '../http/raw-body.ts';
import { paymentProvider } from './checkout-kind.ts';

const paidFields = ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const;
/** What the page reads of a failure (payment-return.ts): its code and reason, and the order. */
const errorFields = ['error[code]', 'error[reason]', 'error[metadata]'] as const;
const errorFieldMaxLength = 500;

export function checkoutReturnRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  router.post(paymentPaths.checkoutReturn, async (ctx) => {
    // The size first, as every body reader here refuses one too large before its kind;
    // the JSON routes' limit, as the webhook's (three ids and a signature are far below it).
    const bytes = await rawBody(ctx, deps.config.jsonLimitBytes);
    if (!ctx.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
    const form = new URLSearchParams(bytes.toString('utf8'));
    const lang = ctx.query.lang;
    const back = new URLSearchParams({ lang: isLanguage(lang) ? lang : defaultLanguage });
    if (paidFields.some((name) => form.has(name))) {
      const fields = paymentVerifySchema.safeParse(Object.fromEntries(paidFields.map((name) => [name, form.get(name) ?? undefined])));
      const gateway = paymentProvider(deps);
      if (!gateway) throw new HttpError(503, paymentMessages.notSetUp);
      if (!fields.success || !gateway.verifyPaymentSignature(fields.data.razorpay_order_id, fields.data.razorpay_payment_id, fields.data.razorpay_signature)) {
        throw new HttpError(400, paymentMessages.badSignature);
      }
      for (const name of paidFields) back.set(name, fields.data[name]);
    } else if (form.has('error[code]')) {
      for (const name of errorFields) {
        const value = form.get(name);
        if (value !== null) back.set(name, value.slice(0, errorFieldMaxLength));
      }
    } else {
      throw new HttpError(400, paymentMessages.unreadableReturn);
    }
    ctx.status = 303;
    ctx.redirect(`/track?${back.toString()}`);
  });
  return router;
}
