/**
 * The workshop board: the cards not yet delivered, in a column per stage (Waiting to
 * Ready) on a tablet, one list in stage order on a phone (workshop.css). Each card names
 * the reference, registration, model and customer, and how many lines wait for the
 * customer's decision; the card opens its details.
 */
import { jobStageLabels, jobStages, type BoardCard, type JobStage } from '#contract/workshop.ts';

const boardStages = jobStages.filter((s): s is Exclude<JobStage, 'delivered'> => s !== 'delivered');

export function JobCardBoard({ cards, onOpen }: { cards: readonly BoardCard[]; onOpen: (card: BoardCard) => void }) {
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
                {here.map((c) => (
                  <li key={c.id}>
                    <button type="button" className="workshop-card" onClick={() => onOpen(c)} aria-label={`${c.reference}, ${c.registration}, ${c.model}, ${c.customerName}${c.pendingLines ? `, ${c.pendingLines} waiting for approval` : ''}`}>
                      <span className="workshop-card-reference">{c.reference}</span>
                      <span className="workshop-card-registration">{c.registration}</span>
                      <span>{c.model}</span>
                      <span className="workshop-card-customer">{c.customerName}</span>
                      {c.pendingLines > 0 && <span className="workshop-pending">{c.pendingLines} waiting for approval</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
