/**
 * The desk's switch for alerts with the app closed (docs/notifications.md "Web Push"):
 * beside the sound bell, it opens a dialog where a person chooses the showrooms (only
 * those their role shows) and the kinds this device hears of, then switches the device on
 * (the browser asks permission) or off. Says in words when the browser cannot do it or
 * notifications are blocked.
 */
import { useEffect, useRef, useState } from 'react';
import { enquiryKindIds } from '#contract/enquiry-kinds.ts';
import { staffKindLabel } from '#contract/lead-kind-labels.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { staffPushPaths, type PushKind, type PushSettingsAnswer } from '#contract/staff-push.ts';
import { api, ApiError } from '../../lib/api.ts';
import { Modal } from '../../ui/modal.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { currentSubscription, pushSupport, switchPushOff, switchPushOn } from './push-subscription.ts';
import './push-switch.css';

export const pushWords = {
  button: 'Alerts with the app closed',
  unsupported: 'This browser cannot alert you with the app closed. On an iPhone or iPad, add this app to the Home Screen and open it from there; on other devices use Chrome, Edge, Firefox or Samsung Internet.',
  // What to do, in words: the browser's own refusal ("Registration failed - permission
  // denied") tells a person nothing they can act on.
  denied: 'Notifications are blocked for this site. To turn them on, open the site settings in your browser (the lock icon by the address) and allow notifications.',
  on: 'On for this device.',
  off: 'Off on this device.',
  chooseShowroom: 'Choose at least one showroom.',
  chooseKind: 'Choose at least one kind.',
} as const;

const kindOptions: { value: PushKind; label: string }[] = [
  { value: 'booking', label: 'Bookings (test rides and services with a time)' },
  ...enquiryKindIds.map((kind) => ({ value: kind as PushKind, label: staffKindLabel(kind) })),
];

/** What a new device hears of until its person chooses: bookings and the enquiries that want a call. */
const usualKinds: PushKind[] = ['booking', 'product', 'finance', 'service', 'offer', 'contact'];

function PhoneAlertIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 18h2" />
      {on ? <path d="M20 8a5 5 0 0 1 0 6M4 8a5 5 0 0 0 0 6" /> : <path d="M4 4l16 16" />}
    </svg>
  );
}

export function PushSwitch() {
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<PushSettingsAnswer | null>(null);
  const [showrooms, setShowrooms] = useState<number[]>([]);
  const site = useSiteSettings();
  const [unassigned, setUnassigned] = useState(false);
  const [kinds, setKinds] = useState<PushKind[]>(usualKinds);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [isOn, setIsOn] = useState(false);
  // Counts the taps of Switch on / Save and Switch off: a settings answer asked for before the
  // latest tap is older than what that tap did, and is dropped.
  const taps = useRef(0);
  const support = pushSupport();

  // Whether this device is on, for the button's mark.
  useEffect(() => {
    void currentSubscription().then((s) => setIsOn(Boolean(s))).catch(() => {});
  }, []);

  useEffect(() => {
    if (!open || support === 'unsupported') return;
    let cancelled = false;
    const tapsBefore = taps.current;
    void (async () => {
      try {
        const subscription = await currentSubscription();
        const query = subscription ? `?endpoint=${encodeURIComponent(subscription.endpoint)}` : '';
        const answer = await api<PushSettingsAnswer>(`${staffPushPaths.settings}${query}`);
        // The dialog opens on the settings it last read; a tap made meanwhile decided already.
        if (cancelled || taps.current !== tapsBefore) return;
        setSettings(answer);
        setIsOn(Boolean(answer.current));
        setShowrooms(answer.current?.showroomIds ?? answer.showroomIds);
        setUnassigned(answer.current?.unassigned ?? answer.unassignedAllowed);
        setKinds(answer.current?.kinds ?? usualKinds);
      } catch (error) {
        if (!cancelled) setProblem(error instanceof ApiError ? error.message : 'Could not reach the server. Try again when online.');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [open, support]);

  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

  const save = async () => {
    if (!settings) return;
    if (showrooms.length === 0) return setProblem(pushWords.chooseShowroom);
    if (kinds.length === 0) return setProblem(pushWords.chooseKind);
    taps.current += 1;
    setBusy(true);
    setProblem('');
    try {
      const result = await switchPushOn(settings.publicKey, { showroomIds: showrooms, kinds, unassigned: settings.unassignedAllowed && unassigned });
      if (result === 'on') setIsOn(true);
      else setProblem(result === 'denied' ? pushWords.denied : pushWords.unsupported);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : `Could not switch alerts on: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const off = async () => {
    taps.current += 1;
    setBusy(true);
    setProblem('');
    try {
      await switchPushOff();
      setIsOn(false);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : `Could not switch alerts off: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="desk-alerts-button" aria-haspopup="dialog" onClick={() => setOpen(true)} title={pushWords.button}>
        <PhoneAlertIcon on={isOn} />
        <span className="visually-hidden">{pushWords.button}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={pushWords.button}>
        <div className="push-switch">
          {support === 'unsupported' ? (
            <p className="push-switch-problem">{pushWords.unsupported}</p>
          ) : (
            <>
              <p role="status" className="push-switch-state">{isOn ? pushWords.on : pushWords.off}</p>
              {support === 'denied' && <p className="push-switch-problem">{pushWords.denied}</p>}
              {settings && (
                <>
                  <fieldset>
                    <legend>Showrooms</legend>
                    {settings.showroomIds.map((id) => (
                      <label key={id} className="push-switch-choice">
                        <input type="checkbox" checked={showrooms.includes(id)} onChange={(e) => setShowrooms(toggle(showrooms, id, e.target.checked))} />
                        {showroomPlaceIn(site.showrooms, id)}
                      </label>
                    ))}
                    {settings.unassignedAllowed && (
                      <label className="push-switch-choice">
                        <input type="checkbox" checked={unassigned} onChange={(e) => setUnassigned(e.target.checked)} />
                        No showroom chosen yet
                      </label>
                    )}
                  </fieldset>
                  <fieldset>
                    <legend>What to hear of</legend>
                    {kindOptions.map((k) => (
                      <label key={k.value} className="push-switch-choice">
                        <input type="checkbox" checked={kinds.includes(k.value)} onChange={(e) => setKinds(toggle(kinds, k.value, e.target.checked))} />
                        {k.label}
                      </label>
                    ))}
                  </fieldset>
                </>
              )}
              {problem && <p className="push-switch-problem" role="alert">{problem}</p>}
              <div className="push-switch-actions">
                <button type="button" className="push-switch-primary" disabled={!settings || busy} onClick={() => void save()}>
                  {isOn ? 'Save choices' : 'Switch on'}
                </button>
                {isOn && (
                  // Waits for this device's settings like the first button; an answer
                  // landing after a quick "Switch off" is dropped (`taps`), not marked on again.
                  <button type="button" className="push-switch-secondary" disabled={!settings || busy} onClick={() => void off()}>
                    Switch off
                  </button>
                )}
              </div>
            </>
          )}
        </div>
      </Modal>
    </>
  );
}
