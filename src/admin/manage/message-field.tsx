/**
 * One labelled field of Manage > Messages: the label says what it is, a hint how to write
 * it, and the server's refusal shows under it in words, with aria-invalid and
 * aria-describedby so a screen reader reads it with the field. A secret is never shown:
 * its hint says whether one is stored and that leaving it blank keeps it.
 */
import type { MessageChannel } from '#contract/messages.ts';
import { messageFieldId, type ChannelField } from './message-channel-fields.ts';

interface MessageFieldProps {
  channel: MessageChannel;
  /** 'settings.port', 'templates.enquiry.subject'. */
  path: string;
  field: ChannelField;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  error?: string;
  /** For a secret: one is stored on the server. */
  hasSecret?: boolean;
}

export function MessageField({ channel, path, field, value, onChange, error, hasSecret }: MessageFieldProps) {
  const id = messageFieldId(channel, path);
  const hint = field.kind === 'secret' ? (hasSecret ? 'Stored, never shown: leave blank to keep it' : 'None stored yet') : field.hint;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  if (field.kind === 'check') {
    return (
      <div className="admin-field msg-check">
        <label htmlFor={id}>
          <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {field.label}
        </label>
        {error && <span id={`${id}-error`} className="admin-field-error">{error}</span>}
      </div>
    );
  }
  return (
    <div className={`admin-field msg-field${field.kind === 'long' ? ' msg-field-wide' : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {hint && <span id={`${id}-hint`} className="msg-hint">{hint}</span>}
      {field.kind === 'long' ? (
        <textarea {...common} rows={6} value={String(value)} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={field.kind === 'secret' ? 'password' : 'text'}
          inputMode={field.inputMode}
          autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && <span id={`${id}-error`} className="admin-field-error">{error}</span>}
    </div>
  );
}
