/**
 * The estimate of a service job on /track: each line to approve or decline, and what the
 * approved lines come to with their GST, as the server adds it up with the contract's
 * arithmetic (src/contract/workshop-tax.ts). A decision needs a signal and is answered at
 * once; a line decided meanwhile (at the counter, on another phone) is refused with a 409
 * and the estimate is read again, so the page shows what holds.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { Decision, EstimateLineRecord, WorkshopTrackAnswer } from '#contract/workshop.ts';
import { workshopTrackPaths } from '#contract/workshop-track.ts';
import { ApiError, api } from '../../lib/api.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { EstimateLine } from './estimate-line.tsx';
import { decisionMessageTable, paiseText, sendDecision, type JobPair } from './workshop-words.ts';

function problemOf(i18n: I18n, error: unknown): string {
  // A refusal names its field for forms ('decision: This line was already decided'): the customer reads the words.
  if (error instanceof ApiError) return inLanguage(i18n, decisionMessageTable, /^\w+: (.+)$/.exec(error.message)?.[1] ?? error.message);
  return i18n._(msg`No signal: nothing was changed. Please try again when you are online.`);
}

export function JobCardEstimate({ first, pair }: { first: WorkshopTrackAnswer; pair: JobPair }) {
  const { t, i18n } = useLingui();
  const [answer, setAnswer] = useState(first);
  const [said, setSaid] = useState('');
  const waiting = answer.lines.filter((l) => l.approval === 'pending').length;
  const total = answer.lines.length;
  const { approved } = answer;
  const interState = answer.supply === 'inter-state';

  const decide = async (line: EstimateLineRecord, decision: Decision): Promise<string> => {
    setSaid('');
    const name = line.name;
    try {
      setAnswer(await sendDecision(pair, line.id, decision));
      setSaid(decision === 'approved' ? t`You approved ${name}.` : t`You declined ${name}.`);
      return '';
    } catch (error) {
      // Decided elsewhere meanwhile: show the line as it stands now.
      if (error instanceof ApiError && error.status === 409) {
        await api<WorkshopTrackAnswer>(workshopTrackPaths.track, { method: 'POST', body: pair }).then(setAnswer, () => undefined);
      }
      return problemOf(i18n, error);
    }
  };

  if (answer.lines.length === 0) {
    return <p className="track-job__empty"><Trans>The workshop has not added any work to approve yet.</Trans></p>;
  }
  return (
    <section className="track-job" aria-labelledby="track-job-estimate">
      <h2 id="track-job-estimate" className="track-updates__heading"><Trans>Estimate</Trans></h2>
      <p className="track-job__waiting">
        {waiting > 0 ? t`${waiting} of ${total} lines wait for your decision.` : t`You have decided every line.`}
      </p>
      {said && <p className="track-booking__done" role="status">{said}</p>}
      <ul className="track-job__lines">
        {answer.lines.map((line) => <EstimateLine key={line.id} line={line} onDecide={decide} />)}
      </ul>
      <h3 className="track-job__totals-heading"><Trans>Approved work</Trans></h3>
      <dl className="track-job__totals" aria-label={t`Approved work`}>
        <div><dt><Trans>Before GST</Trans></dt><dd>{paiseText(approved.taxablePaise)}</dd></div>
        {interState
          ? <div><dt><Trans>IGST</Trans></dt><dd>{paiseText(approved.igstPaise)}</dd></div>
          : <>
              <div><dt><Trans>CGST</Trans></dt><dd>{paiseText(approved.cgstPaise)}</dd></div>
              <div><dt><Trans>SGST</Trans></dt><dd>{paiseText(approved.sgstPaise)}</dd></div>
            </>}
        <div className="track-job__total"><dt><Trans>Total with GST</Trans></dt><dd>{paiseText(approved.totalPaise)}</dd></div>
      </dl>
      <p className="track-job__note"><Trans>Only approved work is billed.</Trans></p>
    </section>
  );
}
