/**
 * Manage > Payments (docs/payments.md "Gateway keys"): the Owner enters the live gateway
 * keys, sees which keys are in use (the server's environment wins over these; without
 * either, the stand-in's test payments or none), tests them against the gateway, and
 * removes them. Secrets are typed, never shown: the server answers only their last four
 * characters. Needs the server: nothing here is kept on a device.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentKeyMessages, paymentKeyPaths, paymentKeysSchema, type PaymentKeysAnswer, type PaymentKeysBody, type PaymentKeysTestAnswer } from '#contract/payment-keys.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { adminRead } from '../data/admin-read.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText } from '../session/api-errors.ts';
import { ListState } from '../ui/list-state.tsx';

const keysQuery = adminRead<PaymentKeysAnswer>(paymentKeyPaths.keys, { fresh: true });

function inUseText(answer: PaymentKeysAnswer): string {
  switch (answer.source) {
    case 'environment':
      return `Payments use the keys set in the server's environment (RAZORPAY_KEY_ID ${answer.environment?.keyId ?? ''}). They win over keys saved here: remove them from the environment to use these.`;
    case 'saved':
      return `Payments use the keys saved here (${answer.saved?.keyId ?? ''}).`;
    case 'stand-in':
      return 'No live keys are in use: payments go to the local test gateway.';
    case 'none':
      return 'No keys are in use: online payment is off, and staff take booking amounts at the counter.';
  }
}

export function PaymentsScreen() {
  usePageMeta('Payments');
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(keysQuery);
  const [removing, setRemoving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<PaymentKeysTestAnswer | null>(null);
  const { register, reset, submitWith, formState: { errors } } = useAdminForm(paymentKeysSchema, {
    defaultValues: { keyId: '', keySecret: '', webhookSecret: '' } satisfies PaymentKeysBody,
  });
  const [shownFor, setShownFor] = useState<string | null>(null);
  // The form starts from the saved key id once it is known; secrets always start blank.
  if (data && shownFor !== (data.saved?.keyId ?? '')) {
    setShownFor(data.saved?.keyId ?? '');
    reset({ keyId: data.saved?.keyId ?? '', keySecret: '', webhookSecret: '' });
  }
  const answered = (answer: PaymentKeysAnswer) => {
    queryClient.setQueryData(keysQuery.queryKey, answer);
    setTested(null);
    setShownFor(null);
  };
  const save = useAdminWrite({
    write: (body: PaymentKeysBody) => api<PaymentKeysAnswer>(paymentKeyPaths.keys, { method: 'PUT', body }),
    onDone: answered,
    done: () => 'Payment keys saved',
    failed: (failure) => failureText(failure, 'Failed to save the keys. Please try again.'),
  });
  const remove = useAdminWrite({
    write: () => api<PaymentKeysAnswer>(paymentKeyPaths.keys, { method: 'DELETE' }),
    onDone: (answer) => {
      answered(answer);
      setRemoving(false);
    },
    done: () => 'Payment keys removed',
    failed: (failure) => failureText(failure, 'Failed to remove the keys. Please try again.'),
  });
  const test = async () => {
    setTesting(true);
    setTested(null);
    try {
      setTested(await api<PaymentKeysTestAnswer>(paymentKeyPaths.test, { method: 'POST', body: {} }));
    } catch (failure) {
      setTested({ ok: false, message: failureText(failure, 'The test could not be run. Please try again.') });
    } finally {
      setTesting(false);
    }
  };
  const saved = data?.saved;

  return (
    <section className="admin-screen pay-keys" aria-labelledby="pay-keys-heading">
      <h1 id="pay-keys-heading" className="admin-heading admin-keep-case">Payments</h1>
      <p className="stock-hint">The payment gateway's keys (Razorpay): with live keys, buyers pay booking amounts online. Only the Owner sees this page.</p>
      {!data ? (
        <ListState rows={undefined} failed={!!error} failedText="Failed to load the payment settings. Please try again." emptyText="" retry={() => void refetch()} />
      ) : (
        <>
          <section className="pay-keys__status" aria-labelledby="pay-keys-in-use">
            <h2 id="pay-keys-in-use" className="pay-keys__title">In use now</h2>
            <p>{inUseText(data)}</p>
            {data.testMode && <p className="admin-notice">Test payments: no money is taken</p>}
            {saved && !saved.readable && <p className="admin-error" role="alert">{paymentKeyMessages.unreadable}</p>}
            <div className="admin-actions">
              <button type="button" className="btn btn-outline admin-keep-case" onClick={() => void test()} disabled={testing || data.source === 'none'}>
                {testing ? 'Testing…' : 'Test connection'}
              </button>
            </div>
            <p role="status" className={tested ? (tested.ok ? 'pay-keys__ok' : 'admin-error') : undefined}>{tested?.message ?? ''}</p>
          </section>

          <form className="admin-form pay-keys__form" onSubmit={submitWith((body) => save.mutate(body))} noValidate aria-labelledby="pay-keys-form-title">
            <h2 id="pay-keys-form-title" className="pay-keys__title">Live keys</h2>
            {saved ? (
              <p>Saved {formatIstDateTime(saved.savedAt)} by {saved.savedByName}: key secret ending {saved.keySecretLast4}
                {saved.webhookSecretSet ? `, webhook secret ending ${saved.webhookSecretLast4 ?? ''}` : ', no webhook secret'}.</p>
            ) : (
              <p>No keys are saved here.</p>
            )}
            <label className="admin-field">
              <span>Key id</span>
              <input type="text" autoComplete="off" spellCheck={false} placeholder="rzp_live_..." aria-invalid={!!errors.keyId} {...register('keyId')} />
            </label>
            <div className="admin-field">
              <label htmlFor="pay-keys-secret">Key secret</label>
              <input id="pay-keys-secret" type="password" autoComplete="new-password" spellCheck={false} aria-invalid={!!errors.keySecret} aria-describedby="pay-keys-secret-hint" {...register('keySecret')} />
              <span id="pay-keys-secret-hint" className="stock-hint">{saved ? 'Leave blank to keep the saved secret.' : 'From the gateway\'s dashboard, with the key id.'}</span>
            </div>
            <div className="admin-field">
              <label htmlFor="pay-keys-webhook">Webhook secret</label>
              <input id="pay-keys-webhook" type="password" autoComplete="new-password" spellCheck={false} aria-invalid={!!errors.webhookSecret} aria-describedby="pay-keys-webhook-hint" {...register('webhookSecret')} />
              <span id="pay-keys-webhook-hint" className="stock-hint">{saved?.webhookSecretSet ? 'Leave blank to keep the saved secret.' : 'The secret you gave the webhook on the gateway\'s dashboard.'}</span>
            </div>
            <div className="admin-actions">
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>Save keys</button>
              {saved && <button type="button" className="btn btn-outline" onClick={() => setRemoving(true)}>Remove keys</button>}
            </div>
          </form>
        </>
      )}
      <Modal open={removing} onClose={() => setRemoving(false)} title="Remove the payment keys?">
        <p>Payments go back to {data?.source === 'environment' ? 'the keys of the server\'s environment' : 'test payments on the local test gateway, or off in production'}.</p>
        <div className="admin-actions">
          <button type="button" className="btn btn-primary" onClick={() => remove.mutate(undefined)} disabled={remove.isPending}>Remove keys</button>
          <button type="button" className="btn btn-outline" onClick={() => setRemoving(false)}>Cancel</button>
        </div>
      </Modal>
    </section>
  );
}
