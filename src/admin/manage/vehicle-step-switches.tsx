/**
 * Manage > Messages, "Vehicle booking steps" (docs/stock-and-delivery.md "Messages at each
 * step"): which steps of a vehicle booking message the customer, one tick each, saved
 * together. The words of each step's message are its templates in each channel's card below.
 */
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageApiPaths } from '#contract/messages.ts';
import { vehicleMessageSteps, vehicleStepLabels, type VehicleStepSwitches } from '#contract/vehicle-step-messages.ts';
import { api } from '../../lib/api.ts';
import { adminRead } from '../data/admin-read.ts';
import { failureText, isNetworkError } from '../session/api-errors.ts';

const switchesQuery = adminRead<VehicleStepSwitches>(messageApiPaths.adminVehicleSteps);

export function VehicleStepSwitchesCard() {
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(switchesQuery);
  const [draft, setDraft] = useState<VehicleStepSwitches | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ problem: boolean; text: string } | null>(null);

  useEffect(() => {
    if (data && draft === null) setDraft(data);
  }, [data, draft]);

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await api<VehicleStepSwitches>(messageApiPaths.adminVehicleSteps, { method: 'PUT', body: draft });
      queryClient.setQueryData(switchesQuery.queryKey, saved);
      setDraft(saved);
      setOutcome({ problem: false, text: 'Saved: the steps ticked message the customer from now on' });
    } catch (failure) {
      setOutcome({
        problem: true,
        text: isNetworkError(failure) ? 'Not saved: saving needs the network and this device is offline.' : `Not saved: ${failureText(failure, 'please try again.')}`,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="msg-channel" aria-labelledby="msg-steps-heading">
      <div className="msg-channel-head">
        <h2 id="msg-steps-heading" className="msg-title">Vehicle booking steps</h2>
      </div>
      <p className="msg-hint">
        The customer of a vehicle booking is told once of each step ticked here, by every channel that is on (WhatsApp and SMS only
        with their consent), in the language they booked in. Each step has its own templates in the channels below.
      </p>
      {error && !draft ? (
        <p className="admin-error" role="alert">
          The steps could not be loaded.{' '}
          <button type="button" className="btn btn-secondary msg-button" onClick={() => void refetch()}>Try again</button>
        </p>
      ) : (
        <form className="msg-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} aria-labelledby="msg-steps-heading">
          <fieldset className="msg-section">
            <legend>Message the customer when the booking is</legend>
            <div className="msg-grid">
              {vehicleMessageSteps.map((step) => (
                <div key={step} className="admin-field msg-check">
                  <label htmlFor={`msg-step-${step}`}>
                    <input
                      id={`msg-step-${step}`}
                      type="checkbox"
                      disabled={!draft}
                      checked={draft?.[step] ?? false}
                      onChange={(e) => setDraft((d) => d && { ...d, [step]: e.target.checked })}
                    />
                    {vehicleStepLabels[step]}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="msg-save">
            <button type="submit" className="btn btn-primary admin-keep-case msg-button" disabled={saving || !draft}>
              {saving ? 'Saving...' : 'Save steps'}
            </button>
            <p className={`msg-outcome${outcome?.problem ? ' is-problem' : ''}`} role="status">{outcome?.text ?? ''}</p>
          </div>
        </form>
      )}
    </section>
  );
}
