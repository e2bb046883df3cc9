/**
 * One event's template in a channel's card of Manage > Messages, folded to one line (the
 * event and the start of its text) so that thirteen events in two languages and three
 * channels stay a list an owner can scan on a tablet; opened to edit, and opened by itself
 * when the server refused one of its fields.
 */
import type { ChannelView, MessageEvent } from '#contract/messages.ts';
import { messageEventLabels } from '#contract/messages.ts';
import { templateFields } from './message-channel-fields.ts';
import { MessageField } from './message-field.tsx';

type Channel = ChannelView['channel'];
export type TemplateSet = 'templates' | 'templatesHi';

/** The field whose text names the template best on its folded line. */
const previewField: Record<Channel, string> = { email: 'subject', whatsapp: 'templateName', sms: 'text' };

export function MessageTemplateEvent(props: {
  channel: Channel;
  set: TemplateSet;
  event: MessageEvent;
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  const { channel, set, event, values, errors, onChange } = props;
  const label = messageEventLabels[event];
  const titleId = `msg-${channel}-${set}-${event}-title`;
  const pathOf = (key: string) => `${set}.${event}.${key}`;
  const refused = templateFields[channel].some((field) => errors[pathOf(field.key)]);
  const preview = values?.[previewField[channel]]?.trim();
  return (
    <details className="msg-template" open={refused || undefined}>
      <summary className="msg-template-summary">
        <span id={titleId} className="msg-subtitle">{label}</span>
        <span className={`msg-template-preview${preview ? '' : ' is-empty'}`}>{preview || 'Not written yet'}</span>
      </summary>
      <div className="msg-grid" role="group" aria-labelledby={titleId}>
        {templateFields[channel].map((field) => (
          <MessageField
            key={field.key}
            channel={channel}
            path={pathOf(field.key)}
            field={{ ...field, label: `${field.label} (${label.toLowerCase()}${set === 'templatesHi' ? ', Hindi' : ''})` }}
            value={values?.[field.key] ?? ''}
            onChange={(v) => onChange(field.key, String(v))}
            error={errors[pathOf(field.key)]}
          />
        ))}
      </div>
    </details>
  );
}
