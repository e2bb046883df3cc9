/**
 * Send a test (Manage > Messages): one message now, through the channel's settings as
 * saved (even while it is switched off: that is how a dealer checks them first), in English
 * or with the Hindi templates, with the
 * provider's own answer shown in words under the button.
 */
import { useState } from 'react';
import { messageApiPaths, messageEventLabels, messageEvents, type MessageChannel, type MessageEvent, type TestSendAnswer } from '#contract/messages.ts';
import type { Language } from '#contract/language.ts';
import { api } from '../../lib/api.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { messageFieldId, testRecipientLabel } from './message-channel-fields.ts';

type Outcome = { tone: 'done' | 'problem'; text: string } | null;

export function MessageTestSend({ channel, unsaved }: { channel: MessageChannel; unsaved: boolean }) {
  const [to, setTo] = useState('');
  const [event, setEvent] = useState<MessageEvent>('enquiry');
  const [language, setLanguage] = useState<Language>('en');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [toError, setToError] = useState('');
  const words = testRecipientLabel[channel];
  const toId = messageFieldId(channel, 'test.to');
  const eventId = messageFieldId(channel, 'test.event');
  const languageId = messageFieldId(channel, 'test.language');

  const send = async () => {
    setSending(true);
    setOutcome(null);
    setToError('');
    try {
      const answer = await api<TestSendAnswer>(messageApiPaths.adminMessageTest(channel), { method: 'POST', body: { to, event, language } });
      setOutcome({ tone: 'done', text: answer.message });
    } catch (failure) {
      const text = failureText(failure, 'The test could not be sent. Please try again.');
      const named = fieldProblem(text);
      if (named.field === 'to') setToError(named.text);
      setOutcome({ tone: 'problem', text: named.field === 'to' ? `Not sent: ${named.text}` : text });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="msg-test" role="group" aria-labelledby={`${toId}-title`}>
      <h3 id={`${toId}-title`} className="msg-subtitle">Send a test</h3>
      {unsaved && <p className="msg-hint">A test uses the settings as saved: save your changes first.</p>}
      <div className="msg-grid">
        <div className="admin-field msg-field">
          <label htmlFor={toId}>{words.label}</label>
          <span id={`${toId}-hint`} className="msg-hint">{words.hint}</span>
          <input
            id={toId}
            type={words.inputMode === 'email' ? 'email' : 'tel'}
            inputMode={words.inputMode}
            autoComplete="off"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={toError ? true : undefined}
            aria-describedby={[`${toId}-hint`, toError ? `${toId}-error` : ''].filter(Boolean).join(' ')}
          />
          {toError && <span id={`${toId}-error`} className="admin-field-error">{toError}</span>}
        </div>
        <div className="admin-field msg-field">
          <label htmlFor={eventId}>Which message</label>
          <select id={eventId} value={event} onChange={(e) => setEvent(e.target.value as MessageEvent)}>
            {messageEvents.map((e) => <option key={e} value={e}>{messageEventLabels[e]}</option>)}
          </select>
        </div>
        <div className="admin-field msg-field">
          <label htmlFor={languageId}>In which language</label>
          <select id={languageId} value={language} onChange={(e) => setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}>
            <option value="en">English</option>
            <option value="hi">Hindi</option>
          </select>
        </div>
      </div>
      <div className="admin-actions">
        <button type="button" className="btn btn-outline admin-keep-case msg-button" disabled={sending} onClick={() => void send()}>
          {sending ? 'Sending...' : 'Send a test'}
        </button>
        <p className={`msg-outcome${outcome?.tone === 'problem' ? ' is-problem' : ''}`} role="status">{outcome?.text ?? ''}</p>
      </div>
    </div>
  );
}
