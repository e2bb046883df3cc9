/**
 * One channel of Manage > Messages (E-mail, WhatsApp or SMS): on/off, the provider
 * settings (the secret never shown; blank keeps it), the template of each event with the
 * placeholders it may use in words (each event's template folded to a line), Save with its result under the button and the
 * server's refusals at their fields, and Send a test.
 */
import { useEffect, useState } from 'react';
import {
  messageApiPaths, messageChannelLabels, messageEvents, messagePlaceholderHelp, messagePlaceholders,
  whatsappVariables, type ChannelView, type MessageEvent,
} from '#contract/messages.ts';
import { api } from '../../lib/api.ts';
import { failureText, isNetworkError } from '../session/api-errors.ts';
import { draftOf, fieldErrorsOf, type ChannelDraft } from './channel-draft.ts';
import { messageFieldId, settingsFields } from './message-channel-fields.ts';
import { MessageField } from './message-field.tsx';
import { MessageTemplateEvent, type TemplateSet } from './message-template-event.tsx';
import { MessageTestSend } from './message-test-send.tsx';

type Outcome = { tone: 'done' | 'problem'; text: string } | null;

/** The templates in English, then those for customers who booked in Hindi (docs/notifications.md "Language"). */
const templateSets: { set: TemplateSet; legend: string; hint: Record<ChannelView['channel'], string> }[] = [
  { set: 'templates', legend: 'Templates in English', hint: { email: 'For customers who filled the form in English.', whatsapp: 'For customers who filled the form in English.', sms: 'For customers who filled the form in English.' } },
  {
    set: 'templatesHi',
    legend: 'Templates in Hindi',
    hint: {
      email: 'For customers who filled the form in Hindi. The placeholders put in Hindi words (what, when, status); names and addresses as written.',
      whatsapp: 'The same template names, approved in Hindi under the Hindi template language above.',
      sms: 'Each Hindi text is its own DLT template: register it and give its id here.',
    },
  },
];

const placeholderNote: Record<ChannelView['channel'], string> = {
  email: 'Write a placeholder in braces, e.g. {reference}; it is replaced for each customer.',
  whatsapp: 'WhatsApp sends an approved template; its body variables {{1}}, {{2}}... are these, in this order.',
  sms: 'Write a placeholder in braces, e.g. {reference}; the text must match the one registered on DLT.',
};

export function MessageChannelCard({ view, onSaved }: { view: ChannelView; onSaved: (saved: ChannelView) => void }) {
  const { channel } = view;
  const [draft, setDraft] = useState<ChannelDraft>(() => draftOf(view));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = messageChannelLabels[channel];
  const headingId = `msg-${channel}-heading`;

  // A new read replaces the form only while nothing is being edited.
  useEffect(() => {
    if (!dirty) setDraft(draftOf(view));
  }, [view, dirty]);

  const change = (update: (d: ChannelDraft) => ChannelDraft) => {
    setDraft(update);
    setDirty(true);
  };
  const setSetting = (key: string, value: string | boolean) => change((d) => ({ ...d, settings: { ...d.settings, [key]: value } }));
  const setTemplate = (set: TemplateSet, event: MessageEvent, key: string, value: string) =>
    change((d) => ({ ...d, [set]: { ...d[set], [event]: { ...d[set][event], [key]: value } } }));

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await api<{ message: string; channel: ChannelView | null }>(messageApiPaths.adminMessageChannel(channel), { method: 'PUT', body: draft });
      setErrors({});
      setDirty(false);
      if (answer.channel) {
        setDraft(draftOf(answer.channel));
        onSaved(answer.channel);
      }
      setOutcome({ tone: 'done', text: answer.message });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      const first = Object.entries(fields)[0];
      if (first) {
        setOutcome({ tone: 'problem', text: `Not saved: ${Object.keys(fields).length === 1 ? 'one field needs' : `${Object.keys(fields).length} fields need`} a change. ${first[1]}` });
        // A refused template's fold opens on the next render; focus cannot wait for it.
        const target = document.getElementById(messageFieldId(channel, first[0]));
        target?.closest('details')?.setAttribute('open', '');
        target?.focus();
      } else {
        setOutcome({
          tone: 'problem',
          text: isNetworkError(failure) ? 'Not saved: saving needs the network and this device is offline. Your changes stay on this screen.' : `Not saved: ${failureText(failure, 'please try again.')}`,
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="msg-channel" aria-labelledby={headingId}>
      <div className="msg-channel-head">
        <h2 id={headingId} className="msg-title">{title}</h2>
        <p className={`msg-state${view.enabled ? ' is-on' : ''}`}>{view.enabled ? 'On: customers get these messages' : view.configured ? 'Off' : 'Off: not set up yet'}</p>
      </div>
      <form className="msg-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} aria-labelledby={headingId}>
        <MessageField
          channel={channel}
          path="enabled"
          field={{ key: 'enabled', label: `Send ${title} messages to customers`, kind: 'check' }}
          value={draft.enabled}
          onChange={(v) => change((d) => ({ ...d, enabled: v === true }))}
          error={errors.enabled}
        />
        <fieldset className="msg-section">
          <legend>Provider settings</legend>
          <div className="msg-grid">
            {settingsFields[channel].map((field) => (
              <MessageField
                key={field.key}
                channel={channel}
                path={`settings.${field.key}`}
                field={field}
                value={draft.settings[field.key] ?? ''}
                onChange={(v) => setSetting(field.key, v)}
                error={errors[`settings.${field.key}`]}
                hasSecret={view.hasSecret}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="msg-section">
          <legend>Placeholders</legend>
          <p className="msg-hint">{placeholderNote[channel]}</p>
          <dl className="msg-placeholders" aria-label={`Placeholders for ${title}`}>
            {(channel === 'whatsapp' ? whatsappVariables : messagePlaceholders).map((p) => (
              <div key={p}><dt>{`{${p}}`}</dt><dd>{messagePlaceholderHelp[p]}</dd></div>
            ))}
          </dl>
        </fieldset>
        {templateSets.map(({ set, legend, hint }) => (
          <fieldset key={set} className="msg-section">
            <legend>{legend}</legend>
            <p className="msg-hint">{hint[channel]}</p>
            {messageEvents.map((event) => (
              <MessageTemplateEvent
                key={event}
                channel={channel}
                set={set}
                event={event}
                values={draft[set][event]}
                errors={errors}
                onChange={(key, value) => setTemplate(set, event, key, value)}
              />
            ))}
          </fieldset>
        ))}
        <div className="msg-save">
          <button type="submit" className="btn btn-primary admin-keep-case msg-button" disabled={saving}>
            {saving ? 'Saving...' : `Save ${title}`}
          </button>
          <p className={`msg-outcome${outcome?.tone === 'problem' ? ' is-problem' : ''}`} role="status">
            {outcome?.text ?? (dirty ? 'Changes not saved yet.' : '')}
          </p>
        </div>
      </form>
      <MessageTestSend channel={channel} unsaved={dirty} />
    </section>
  );
}
