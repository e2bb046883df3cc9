/**
 * Moves an opened job card to its next stage, with the version it was read at: when someone
 * else moved it meanwhile the server answers 409 and the message says so beside a Reload
 * that reads the card again (docs/workshop.md "Stages"). At Ready the move is the bill.
 */
import { jobStageLabels, nextStage, workshopPaths, type JobCardRecord, type JobStage } from '#contract/workshop.ts';
import { MakeBillButton } from './make-bill-button.tsx';
import { cardPath } from './workshop-queries.ts';
import { useCardChange } from './use-card-change.ts';

export function StageMove({ card, onReload }: { card: JobCardRecord; onReload: () => void }) {
  const next = nextStage(card.stage);
  const move = useCardChange<{ stage: JobStage }>(
    card.id, () => cardPath(workshopPaths.stage, card.id), (answer) => `${answer.jobCard.reference} is at ${jobStageLabels[answer.jobCard.stage]}`, 'Failed to move the job card. Please try again.',
  );
  if (!next) return <p className="workshop-done">Delivered.</p>;
  // Delivered is billing: the bill is numbered as the card moves (docs/workshop.md "The bill").
  if (next === 'delivered') return <MakeBillButton jobCardId={card.id} />;
  const stale = move.problem?.status === 409 && move.problem.field === 'version';
  return (
    <div className="workshop-stage-move">
      <button
        type="button" className="btn btn-primary admin-keep-case" disabled={move.isPending}
        onClick={() => move.mutate({ stage: next, body: { stage: next, version: card.version } })}
      >
        {move.isPending ? 'Saving...' : `Move to ${jobStageLabels[next]}`}
      </button>
      {move.problem && (
        <p className="admin-field-error workshop-problem" role="alert">
          {move.problem.text}
          {stale && <button type="button" className="btn btn-outline admin-keep-case workshop-reload" onClick={() => { move.clearProblem(); onReload(); }}>Reload</button>}
        </p>
      )}
    </div>
  );
}
