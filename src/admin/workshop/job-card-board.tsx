/**
 * The workshop board: the cards not yet delivered, in a column per stage (Waiting to
 * Ready) on a tablet, one list in stage order on a phone (workshop.css). Each card names
 * the reference, registration, model and customer, and how many lines wait for the
 * customer's decision; the card opens its details, and its next stage is one tap away
 * (up to Ready: Delivered is the bill, made from the opened card). A move made here waits
 * in the outbox ("Waiting to be sent"); one the server refused stays on the card in the
 * server's words until the person who made it settles it (docs/workshop.md "Offline, like the lead desk").
 */
import { jobStageLabels, jobStages, nextStage, type JobStage } from '#contract/workshop.ts';
import type { BoardRow, RefusedMove } from './board-rows.ts';

const boardStages = jobStages.filter((s): s is Exclude<JobStage, 'delivered'> => s !== 'delivered');

export interface BoardActions {
  open: (card: BoardRow) => void;
  move: (card: BoardRow, stage: JobStage) => void;
  /** Drops the refused move: the card stays where the server has it. */
  keepServerStage: (refused: RefusedMove) => void;
  /** Makes the refused move again from the server's stage and version. */
  tryAgain: (card: BoardRow, refused: RefusedMove) => void;
  /** Sends a stuck move again as it is. */
  sendAgain: (refused: RefusedMove) => void;
}

/** The next stage a card moves to from the board; none at Ready (the bill) or past it. */
function boardMove(stage: JobStage): JobStage | null {
  const next = nextStage(stage);
  return next && next !== 'delivered' ? next : null;
}

function RefusedNote({ card, refused, actions }: { card: BoardRow; refused: RefusedMove; actions: BoardActions }) {
  const target = refused.stage ? jobStageLabels[refused.stage] : 'the next stage';
  const again = !refused.stuck && refused.stage !== null && boardMove(card.stage) === refused.stage;
  return (
    <div className="workshop-refused" role="alert">
      <p><strong>{refused.stuck ? `Not sent: ${card.reference} to ${target}` : `Not moved to ${target}`}:</strong> {refused.message}</p>
      <div className="workshop-refused-actions">
        {refused.stuck && <button type="button" className="btn btn-primary admin-keep-case" onClick={() => actions.sendAgain(refused)}>Send again</button>}
        {again && (
          <button type="button" className="btn btn-primary admin-keep-case" aria-label={`Try again: move ${card.reference} to ${target}`} onClick={() => actions.tryAgain(card, refused)}>
            Try again
          </button>
        )}
        <button type="button" className="btn btn-outline admin-keep-case" onClick={() => actions.keepServerStage(refused)}>
          {refused.conflict ? `Keep it at ${jobStageLabels[card.stage]}` : 'Dismiss'}
        </button>
      </div>
    </div>
  );
}

function BoardCardItem({ card, actions }: { card: BoardRow; actions: BoardActions }) {
  const next = boardMove(card.stage);
  return (
    <li className="workshop-card-item">
      <button type="button" className="workshop-card" onClick={() => actions.open(card)} aria-label={`${card.reference}, ${card.registration}, ${card.model}, ${card.customerName}${card.pendingLines ? `, ${card.pendingLines} waiting for approval` : ''}`}>
        <span className="workshop-card-reference">{card.reference}</span>
        <span className="workshop-card-registration">{card.registration}</span>
        <span>{card.model}</span>
        <span className="workshop-card-customer">{card.customerName}</span>
        {card.pendingLines > 0 && <span className="workshop-pending">{card.pendingLines} waiting for approval</span>}
      </button>
      {card.waiting && <span className="workshop-waiting">Waiting to be sent</span>}
      {next && (
        <button type="button" className="btn btn-outline admin-keep-case workshop-move" aria-label={`Move ${card.reference} to ${jobStageLabels[next]}`} onClick={() => actions.move(card, next)}>
          Move to {jobStageLabels[next]}
        </button>
      )}
      {card.refused.map((r) => <RefusedNote key={r.entryId} card={card} refused={r} actions={actions} />)}
    </li>
  );
}

export function JobCardBoard({ cards, actions }: { cards: readonly BoardRow[]; actions: BoardActions }) {
  return (
    <div className="workshop-board">
      {boardStages.map((stage) => {
        const here = cards.filter((c) => c.stage === stage);
        const headingId = `workshop-stage-${stage}`;
        return (
          <section key={stage} className="workshop-column" aria-labelledby={headingId}>
            <h2 id={headingId} className="workshop-column-heading">{jobStageLabels[stage]} <span className="workshop-count">{here.length}</span></h2>
            {here.length === 0 ? <p className="workshop-none">None</p> : (
              <ul className="workshop-cards">
                {here.map((c) => <BoardCardItem key={c.id} card={c} actions={actions} />)}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
