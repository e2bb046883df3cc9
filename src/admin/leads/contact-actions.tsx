import { useState } from 'react';
import { callOutcomes, type CallChannel } from '#contract/lead-statuses.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { telHref } from '../../lib/tel-href.ts';
import { Modal } from '../../ui/modal.tsx';
import type { DeskLead } from './lead-view.ts';
import { whatsappHref } from './lead-text.ts';
import type { RecordOnLead } from './use-record.ts';

/**
 * Call, WhatsApp and e-mail. Calling or messaging leaves the page, so on return the desk
 * asks how it went and logs a call event with the outcome.
 */
export function ContactActions({ lead, record }: { lead: DeskLead; record: RecordOnLead }) {
  const [asking, setAsking] = useState<CallChannel | null>(null);
  const model = lead.model ? modelDisplayName(lead.model) : '';

  const log = async (outcome: (typeof callOutcomes)[number]['id']) => {
    if (!asking) return;
    setAsking(null);
    await record({ type: 'call', data: { channel: asking, outcome } });
  };

  return (
    <div className="lead-contact">
      {lead.mobile && (
        <>
          <a className="btn btn-primary lead-btn" href={telHref(lead.mobile)} onClick={() => setAsking('phone')}>Call</a>
          <a className="btn btn-primary lead-btn" href={whatsappHref(lead, model)} target="_blank" rel="noopener noreferrer" onClick={() => setAsking('whatsapp')}>WhatsApp</a>
        </>
      )}
      {lead.email && <a className="btn btn-outline lead-btn" href={`mailto:${lead.email}`}>E-mail</a>}
      <Modal open={asking !== null} onClose={() => setAsking(null)} title="How did it go?">
        <div className="lead-outcomes">
          {callOutcomes.map((o) => (
            <button key={o.id} type="button" className="btn btn-primary lead-btn" onClick={() => void log(o.id)}>{o.label}</button>
          ))}
        </div>
      </Modal>
    </div>
  );
}
