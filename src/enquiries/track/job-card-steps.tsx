/**
 * A service job card on /track (docs/workshop.md "What the customer sees"): the vehicle
 * and where it stands in the workshop, the stages in order with those done marked and the
 * current one named, in the page's language.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkshopTrackAnswer } from '#contract/workshop.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { jobStageTable } from './workshop-words.ts';

export function JobCardSteps({ answer }: { answer: WorkshopTrackAnswer }) {
  const { t, i18n } = useLingui();
  const current = answer.stages.find((s) => s.stage === answer.stage);
  const stageName = inLanguage(i18n, jobStageTable, current?.label ?? '');
  return (
    <div className="track-vehicle">
      <p className="track-vehicle__heading"><Trans>Service job</Trans>: <span className="track-vehicle__reference">{answer.reference}</span></p>
      <p className="track-vehicle__model">{answer.model} · <span className="track-vehicle__reference">{answer.registration}</span></p>
      <p className="track-job__now">{t`Now: ${stageName}`}</p>
      <ol className="track-job__stages" aria-label={t`Workshop stages`}>
        {answer.stages.map((s) => (
          <li
            key={s.stage}
            className={`track-job__stage${s.done ? ' track-job__stage--done' : ''}${s.stage === answer.stage ? ' track-job__stage--now' : ''}`}
            aria-current={s.stage === answer.stage ? 'step' : undefined}
          >
            <span aria-hidden="true" className="track-job__mark">{s.done ? '✓' : ''}</span>
            <span>{inLanguage(i18n, jobStageTable, s.label)}</span>
            {s.done && s.stage !== answer.stage && <span className="visually-hidden">{t`(done)`}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
