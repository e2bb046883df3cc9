/**
 * Service history on /track (docs/workshop.md "Service history"): the customer types the
 * registration number and the mobile they gave at the workshop and reads every visit (date,
 * odometer, service, work done, bill), the next service due and the renewal dates, in the
 * page's language. A wrong pair is "No request found" whichever part was wrong; the lookups
 * share /track's budget per address.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { registrationMessage } from '#contract/delivery-checklist.ts';
import { groupIndian } from '#contract/indian-grouping.ts';
import { formatIndianDateIn, istDateOf } from '#contract/ist-date.ts';
import { historyTrackSchema, serviceHistoryPaths, type ServiceHistory } from '#contract/service-history.ts';
import type { ServiceType } from '#contract/workshop.ts';
import { api } from '../../lib/api.ts';
import { inLanguage, type TextTable } from '../../lib/i18n/text-table.ts';
import { trackErrorResult } from './track-lookup.ts';
import { trackMessageTable } from './track-words.ts';
import { paiseText } from './workshop-words.ts';

const historyMessageTable: TextTable = {
  ...trackMessageTable,
  [registrationMessage]: msg`Please enter the registration number as it is on the number plate, such as HR 26 XX 1234`,
};

export function VehicleHistory() {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'hi' ? 'hi' : 'en';
  const id = useId();
  const [registration, setRegistration] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<{ registration?: string; mobile?: string }>({});
  const [outcome, setOutcome] = useState<{ history?: ServiceHistory; message?: string }>();
  const [busy, setBusy] = useState(false);
  const words = (message: string) => inLanguage(i18n, historyMessageTable, message);
  const day = (iso: string | null) => (iso ? formatIndianDateIn(language, iso) : t`Not known`);
  const serviceTypes: Record<ServiceType, string> = { free: t`Free service`, paid: t`Paid service`, repair: t`Repair`, accident: t`Accident repair` };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = historyTrackSchema.safeParse({ registration, mobile });
    if (!checked.success) {
      const found: { registration?: string; mobile?: string } = {};
      for (const issue of checked.error.issues) found[issue.path[0] as 'registration' | 'mobile'] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setOutcome(undefined);
    setBusy(true);
    try {
      setOutcome({ history: await api<ServiceHistory>(serviceHistoryPaths.track, { method: 'POST', body: checked.data }) });
    } catch (error) {
      const result = trackErrorResult(error);
      setOutcome({ message: 'message' in result ? result.message : '' });
    } finally {
      setBusy(false);
    }
  };
  const next = outcome?.history?.nextService;
  const nextWhich = next ? (next.service === 'paid' ? t`Paid service` : t`Free service ${next.service.slice(5)}`) : '';
  const nextDay = next ? formatIndianDateIn(language, next.dueOn) : '';
  const nextKm = next ? groupIndian(next.dueKm) : '';

  return (
    <section className="track-history" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="track-history__heading"><Trans>Service history of your vehicle</Trans></h2>
      <form className="track-history__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <div className="enquiry-field">
          <label className="enquiry-field__label" htmlFor={`${id}-registration`}><Trans>Registration number</Trans></label>
          <input
            id={`${id}-registration`} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20}
            placeholder="HR 26 XX 1234" value={registration} onChange={(e) => setRegistration(e.target.value)}
            aria-invalid={errors.registration ? true : undefined} aria-describedby={errors.registration ? `${id}-registration-error` : undefined}
          />
          {errors.registration && <p id={`${id}-registration-error`} className="enquiry-field__error">{words(errors.registration)}</p>}
        </div>
        <div className="enquiry-field">
          <label className="enquiry-field__label" htmlFor={`${id}-mobile`}><Trans>Mobile number</Trans></label>
          <input
            id={`${id}-mobile`} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={24} value={mobile} onChange={(e) => setMobile(e.target.value)}
            aria-invalid={errors.mobile ? true : undefined} aria-describedby={errors.mobile ? `${id}-mobile-error` : undefined}
          />
          {errors.mobile && <p id={`${id}-mobile-error`} className="enquiry-field__error">{words(errors.mobile)}</p>}
        </div>
        <button type="submit" className="enquiry-form__submit" disabled={busy}>{busy ? t`Checking...` : t`Show service history`}</button>
      </form>
      <div role="status" aria-live="polite" aria-label={t`Service history`}>
        {outcome?.message && <p className="track-history__none">{words(outcome.message)}</p>}
        {outcome?.history && (
          <div className="track-history__found">
            <p className="track-vehicle__model">{outcome.history.model} · <span className="track-vehicle__reference">{outcome.history.registration}</span></p>
            <dl className="track-history__facts">
              <div><dt><Trans>Next service</Trans></dt><dd>{next ? t`${nextWhich}: by ${nextDay} or at ${nextKm} km, whichever comes first` : t`Not known yet`}</dd></div>
              <div><dt><Trans>Insurance renews on</Trans></dt><dd>{day(outcome.history.insuranceRenewsOn)}</dd></div>
              <div><dt><Trans>PUC renews on</Trans></dt><dd>{day(outcome.history.pucRenewsOn)}</dd></div>
            </dl>
            <ol className="track-history__visits" aria-label={t`Visits, newest first`}>
              {outcome.history.visits.map((v) => {
                const km = groupIndian(v.odometerKm);
                return (
                  <li key={v.reference} className="track-history__visit">
                    <h3 className="track-history__visit-heading">{formatIndianDateIn(language, istDateOf(v.at))}: {serviceTypes[v.serviceType]}</h3>
                    <p>{t`Odometer: ${km} km`}</p>
                    <p>{v.work.length === 0 ? t`Nothing charged` : v.work.map((w) => w.name).join(', ')}</p>
                    <p>{v.invoiceNumber ? <>{t`Bill`} {v.invoiceNumber}: {paiseText(v.totalPaise ?? 0)}</> : t`No bill`}</p>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
