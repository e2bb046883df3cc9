/**
 * New leads and bookings on every open admin screen within seconds (docs/notifications.md),
 * and a customer's cancelled or moved booking on its owner's screens:
 * a toast for each (with a way to open it), the count of unseen ones before the page title
 * and on the app icon, and, when switched on here, a short tone. The count clears when the
 * person touches the page or opens the lead. A walk-in typed in on this device is not news
 * to it (entered-here.ts): its list shows it, with no alert. Only for roles that work leads; the server
 * sends only the leads the person may see.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import { alertTitle, changeAlertText, changeAlertTitle, type DeskAlertAnswer, type DeskAlertChange, type DeskAlertLead } from '#contract/desk-alerts.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { roleMay } from '#contract/staff-roles.ts';
import type { SiteShowroom } from '#contract/site-settings.ts';
import { api } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { needToastOutlet } from '../../lib/toast-outlet.ts';
import { kindLabel, showroomText } from '../leads/lead-text.ts';
import { syncDesk } from '../leads/use-desk-sync.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { playAlertTone, prepareSound, rememberSound, showBadge, soundWanted, titleWithCount } from './alert-signals.ts';
import { watchDeskAlerts } from './desk-alert-watch.ts';
import { enteredHere } from './entered-here.ts';
import './desk-alerts.css';
import { BellIcon } from './bell-icon.tsx';
import { PushSwitch } from './push-switch.tsx';

function describe(lead: DeskAlertLead, showrooms: readonly SiteShowroom[]): string {
  return [kindLabel(lead.kind as EnquiryKind), lead.model ? modelDisplayName(lead.model) : '', showroomText(lead.showroomId, showrooms)].filter(Boolean).join(' · ');
}

function describeChange(change: DeskAlertChange, showrooms: readonly SiteShowroom[]): string {
  return [changeAlertText(change), change.model ? modelDisplayName(change.model) : '', showroomText(change.showroomId, showrooms)].filter(Boolean).join(' · ');
}

export function DeskAlerts() {
  const { role, known } = useStaffRole();
  const works = known && roleMay(role, 'leads');
  const navigate = useNavigate();
  const [unseen, setUnseen] = useState(0);
  const [sound, setSound] = useState(soundWanted);
  const soundRef = useRef(sound);
  soundRef.current = sound;
  // The showrooms as Manage > Site names them now, read when an alert arrives.
  const { showrooms } = useSiteSettings();
  const showroomsRef = useRef(showrooms);
  showroomsRef.current = showrooms;

  const open = useCallback((id: string) => {
    setUnseen(0);
    void navigate(`/admin/leads/${id}`);
  }, [navigate]);

  useEffect(() => {
    if (!works) return;
    needToastOutlet();
    const watch = watchDeskAlerts((path) => api<DeskAlertAnswer>(path), (arrived, changes) => {
      // The desk's list shows them at once, those typed in here too.
      void syncDesk().catch(() => {});
      const leads = arrived.filter((lead) => !enteredHere(lead.id));
      if (leads.length + changes.length === 0) return;
      setUnseen((n) => n + leads.length + changes.length);
      const toasts = [
        ...changes.map((c) => ({ title: changeAlertTitle(c), description: describeChange(c, showroomsRef.current), leadId: c.leadId })),
        ...leads.map((l) => ({ title: alertTitle(l), description: describe(l, showroomsRef.current), leadId: l.id })),
      ];
      for (const shown of toasts.slice(0, 3)) {
        toast(shown.title, {
          description: shown.description,
          duration: 15_000,
          action: { label: 'Open', onClick: () => open(shown.leadId) },
        });
      }
      if (toasts.length > 3) toast(`${toasts.length - 3} more alerts`, { action: { label: 'Open leads', onClick: () => void navigate('/admin/leads') } });
      if (soundRef.current) playAlertTone();
    });
    return () => watch.stop();
  }, [works, open, navigate]);

  // The count before the title, kept there when a screen sets its own title.
  useEffect(() => {
    document.title = titleWithCount(document.title, unseen);
    showBadge(unseen);
    const titleElement = document.querySelector('title');
    if (!titleElement) return;
    const observer = new MutationObserver(() => {
      const wanted = titleWithCount(document.title, unseen);
      if (document.title !== wanted) document.title = wanted;
    });
    observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [unseen]);

  // Touching the page is seeing it.
  useEffect(() => {
    if (unseen === 0) return;
    const seen = () => setUnseen(0);
    window.addEventListener('pointerdown', seen, { once: true });
    window.addEventListener('keydown', seen, { once: true });
    return () => {
      window.removeEventListener('pointerdown', seen);
      window.removeEventListener('keydown', seen);
    };
  }, [unseen]);

  if (!works) return null;
  const toggleSound = () => {
    const next = !sound;
    if (next) prepareSound();
    rememberSound(next);
    setSound(next);
  };
  return (
    <div className="desk-alerts">
      {unseen > 0 && (
        <p className="desk-alerts-count" role="status">
          {unseen} new
        </p>
      )}
      <button type="button" className="desk-alerts-button" aria-pressed={sound} onClick={toggleSound} title={sound ? 'Alert sound is on' : 'Alert sound is off'}>
        <BellIcon on={sound} />
        <span className="visually-hidden">Alert sound</span>
      </button>
      <PushSwitch />
    </div>
  );
}
