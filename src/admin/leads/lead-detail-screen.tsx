import { useParams } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { statusLabel } from '#contract/lead-statuses.ts';
import type { LeadRecord } from '#contract/lead-api.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { AssignForm } from './assign-form.tsx';
import { ContactActions } from './contact-actions.tsx';
import { FollowUpForm } from './followup-form.tsx';
import { bookingEvents } from './booking-events.ts';
import { consentEvents } from './consent-events.ts';
import { LeadConflicts } from './lead-conflicts.tsx';
import { LeadCustomerWords } from './lead-customer-words.tsx';
import { LeadMessages } from './lead-messages.tsx';
import { LeadQuoteView } from './lead-quote-view.tsx';
import { LeadTimeline } from './lead-timeline.tsx';
import { LeadVehicleBookings } from './lead-vehicle-bookings.tsx';
import { istDateTime, kindLabel, ownerText, showroomText } from './lead-text.ts';
import { NoteForm } from './note-form.tsx';
import { SlaBadge } from './sla-badge.tsx';
import { StatusForm } from './status-form.tsx';
import { SyncLine } from './sync-line.tsx';
import { useDeskLead, useDeskStaff } from './use-desk-leads.ts';
import { useDeskSync } from './use-desk-sync.ts';
import { useLeadBooking } from './use-lead-booking.ts';
import { useRecordOnLead } from './use-record.ts';
import { actorOf, useDeskAccount } from './use-desk-account.ts';
import { EmailText } from '../ui/email-text.tsx';
import './leads.css';

/** Whether the customer's messages may go by WhatsApp and SMS, as the booking form's tick and /track left it. */
function updatesText(updates: LeadRecord['updates']): string {
  if (!updates) return 'Not agreed on the form (an opt-in form may still allow them)';
  if (updates.withdrawnAt) return `Stopped by the customer, ${istDateTime(updates.withdrawnAt)}`;
  return `Agreed on the form, ${istDateTime(updates.agreedAt)}`;
}

/** One lead: who, what they asked for, the actions of a working day, and the timeline. */
export function LeadDetailScreen() {
  const { leadId = '' } = useParams();
  const sync = useDeskSync();
  const detail = useDeskLead(leadId);
  const staff = useDeskStaff();
  const me = actorOf(useDeskAccount());
  const lead = detail?.lead ?? null;
  const record = useRecordOnLead(lead);
  const booking = useLeadBooking(lead);
  const { showrooms } = useSiteSettings();
  usePageMeta(lead ? `${lead.name} | Leads` : 'Leads');

  const back = (
    <Link className="lead-back" to="/admin/leads">
      ← All leads
    </Link>
  );
  if (detail === undefined) return <section className="admin-screen lead-desk">{back}<p className="lead-note">Loading the lead…</p></section>;
  if (!lead) {
    return (
      <section className="admin-screen lead-desk">
        {back}
        <p className="lead-note">{sync === 'syncing' ? 'Fetching this lead…' : 'This lead is not on this device.'}</p>
      </section>
    );
  }
  const now = new Date();
  return (
    <section className="admin-screen lead-desk lead-detail">
      <div className="lead-desk-head">
        {back}
        <SyncLine state={sync} />
      </div>
      <header className="lead-detail-head">
        <h1 className="admin-heading">{lead.name || 'No name'}</h1>
        <p className="lead-detail-sub">
          <span className="lead-status">{statusLabel(lead.group, lead.status)}</span> <SlaBadge lead={lead} now={now} />
          {lead.waiting > 0 && <span className="admin-pending">Waiting to send</span>}
        </p>
      </header>
      <LeadConflicts lead={lead} staff={staff} record={record} />
      <ContactActions lead={lead} record={record} />
      <dl className="lead-facts">
        <div><dt>Reference</dt><dd>{lead.reference}</dd></div>
        <div><dt>Mobile</dt><dd className="lead-nowrap">{lead.mobile || '—'}</dd></div>
        {lead.email && <div className="lead-fact-address"><dt>E-mail</dt><dd><EmailText address={lead.email} /></dd></div>}
        <div><dt>Kind</dt><dd>{kindLabel(lead.kind)}</dd></div>
        <div><dt>Model</dt><dd>{lead.model ? modelDisplayName(lead.model) : '—'}</dd></div>
        <div><dt>Came in</dt><dd>{istDateTime(lead.createdAt)}</dd></div>
        <div><dt>Showroom</dt><dd>{showroomText(lead.showroomId, showrooms)}</dd></div>
        <div><dt>Owner</dt><dd>{ownerText(lead.ownerId, staff, lead.ownerName)}</dd></div>
        <div><dt>Next follow-up</dt><dd>{lead.nextFollowUpAt ? istDateTime(lead.nextFollowUpAt) : 'None'}</dd></div>
        {/* Staff who call back speak the customer's language; their messages go in it. */}
        <div><dt>Language</dt><dd>{lead.language === 'hi' ? 'Hindi' : 'English'}</dd></div>
        <div><dt>WhatsApp and SMS</dt><dd>{updatesText(lead.updates)}</dd></div>
      </dl>
      <LeadCustomerWords payload={lead.payload} showrooms={showrooms} />
      <LeadQuoteView quote={lead.quote} />
      <LeadVehicleBookings lead={lead} />
      <div className="lead-work">
        <StatusForm key={`s-${lead.status}`} lead={lead} record={record} />
        <FollowUpForm lead={lead} record={record} />
        <AssignForm key={`a-${lead.ownerId}-${lead.showroomId}`} lead={lead} staff={staff} record={record} me={me} />
        <NoteForm record={record} />
      </div>
      <div className="lead-history">
        <LeadTimeline events={detail.events} group={lead.group} staff={staff} extra={[...bookingEvents(booking, showrooms), ...consentEvents(lead)]} />
        <LeadMessages leadId={lead.id} />
      </div>
    </section>
  );
}
