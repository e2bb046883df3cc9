/**
 * Manage > Payments (Owner only, `paymentKeys`; docs/payments.md "Gateway keys"):
 * - GET    /api/admin/payments/gateway-keys       which keys are in use and which are saved, masked;
 * - PUT    the same {keyId, keySecret?, webhookSecret?}: saved sealed, used at once; a blank
 *   secret keeps the saved one;
 * - DELETE the same: the saved keys removed, back to what the server started with (the
 *   stand-in's test payments, or none);
 * - POST   /api/admin/payments/gateway-keys/test: asks the gateway in use whether it takes the keys.
 * No answer carries a secret: only whether it is set and its last four characters.
 */
import Router from '@koa/router';
import { paymentKeyMessages, paymentKeyPaths, paymentKeysSchema, type MaskedKeys, type PaymentKeysAnswer, type PaymentKeysTestAnswer } from '#contract/payment-keys.ts';
import { adminState, requireSession } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import type { ResolvedDeps } from '../deps.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { staffName, staffNames } from '../staff/staff-names.ts';
import { gatewayInUse, isTestPayments } from './checkout-kind.ts';
import { loadStoredKeys, removeKeys, saveKeys } from './gateway-keys-repository.ts';
import { GatewayError } from './provider.ts';

/** How far back the test connection lists payments: any answer at all proves the keys. */
const testWindowMs = 60_000;

export function gatewayKeysRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  const owner = requirePermission('paymentKeys');
  const body = bodyReader(deps.config);

  const environment = (): MaskedKeys | null => {
    const keys = deps.config.razorpay;
    if (!keys || keys.checkoutUrl) return null;
    return { keyId: keys.keyId, keySecretLast4: keys.keySecret.slice(-4), webhookSecretSet: keys.webhookSecret !== '', webhookSecretLast4: keys.webhookSecret ? keys.webhookSecret.slice(-4) : null };
  };
  const answer = async (): Promise<PaymentKeysAnswer> => {
    const stored = await loadStoredKeys(deps.db, deps.config.dataDir);
    const names = await staffNames(deps.db, [stored?.savedBy]);
    return {
      source: gatewayInUse(deps).source,
      testMode: isTestPayments(deps),
      saved: stored && {
        keyId: stored.keyId, keySecretLast4: stored.keySecretLast4, webhookSecretSet: stored.webhookSecretLast4 !== null,
        webhookSecretLast4: stored.webhookSecretLast4, savedAt: stored.savedAt, savedBy: stored.savedBy, savedByName: staffName(names.get(stored.savedBy)), readable: stored.secrets !== null,
      },
      environment: environment(),
    };
  };

  router.get(paymentKeyPaths.keys, guard, owner, async (ctx) => {
    ctx.body = await answer();
  });

  router.put(paymentKeyPaths.keys, guard, owner, async (ctx) => {
    const keys = validBody(paymentKeysSchema, await body.json(ctx));
    const stored = await loadStoredKeys(deps.db, deps.config.dataDir);
    // A blank secret keeps the saved one only when that is readable and belongs to the same key id.
    const keepable = stored?.secrets && stored.keyId === keys.keyId;
    if (!keys.keySecret && !keepable) throw new HttpError(400, paymentKeyMessages.secretNeeded);
    // Secrets this server cannot unseal are dropped, not kept beside new ones.
    if (stored && !stored.secrets) await removeKeys(deps.db);
    await saveKeys(deps.db, deps.config.dataDir, keys, adminState(ctx).userId, deps.now());
    await deps.gateway?.refresh(true);
    deps.log.info('payment gateway keys saved', { keyId: keys.keyId, by: adminState(ctx).userId });
    ctx.body = await answer();
  });

  router.delete(paymentKeyPaths.keys, guard, owner, async (ctx) => {
    if (await removeKeys(deps.db)) deps.log.info('payment gateway keys removed', { by: adminState(ctx).userId });
    await deps.gateway?.refresh(true);
    ctx.body = await answer();
  });

  router.post(paymentKeyPaths.test, guard, owner, async (ctx) => {
    // Takes no fields, but reads what is sent as every JSON route does (its type and size limit).
    await body.json(ctx);
    const inUse = gatewayInUse(deps);
    let result: PaymentKeysTestAnswer;
    if (!inUse.provider) {
      result = { ok: false, message: paymentKeyMessages.noKeys };
    } else {
      try {
        const to = new Date();
        await inUse.provider.listPayments(new Date(to.getTime() - testWindowMs), to);
        result = { ok: true, message: inUse.source === 'stand-in' ? paymentKeyMessages.standIn : paymentKeyMessages.works };
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        const refused = error.status === 401 || error.status === 403;
        deps.log.warn('payment gateway test connection', { status: error.status, error: error.message });
        result = { ok: false, message: refused ? paymentKeyMessages.refused : paymentKeyMessages.unreachable };
      }
    }
    ctx.body = result;
  });

  return router;
}
