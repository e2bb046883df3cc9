/**
 * Manage > Messages (docs/notifications.md "Channels and set-up"): each channel that tells
 * customers of their enquiry, booking, its changes and the reminder (E-mail, WhatsApp,
 * SMS), with its provider settings, on/off, templates and a test send; and which steps of
 * a vehicle booking message the customer. Owners only
 * (permission `site`); it needs the network (not an offline screen in
 * src/admin/shell/admin-menu.ts), so offline the shell says so instead.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageApiPaths, type ChannelView, type MessagesAdminAnswer } from '#contract/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { adminRead } from '../data/admin-read.ts';
import { ListState } from '../ui/list-state.tsx';
import { MessageChannelCard } from './message-channel-card.tsx';
import { VehicleStepSwitchesCard } from './vehicle-step-switches.tsx';
import './messages-screen.css';

const messagesQuery = adminRead<MessagesAdminAnswer>(messageApiPaths.adminMessages);

export function MessagesScreen() {
  usePageMeta('Messages');
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(messagesQuery);
  const forbidden = error instanceof ApiError && error.status === 403;
  const replace = (saved: ChannelView) =>
    queryClient.setQueryData(messagesQuery.queryKey, (old) => old && { channels: old.channels.map((c) => (c.channel === saved.channel ? saved : c)) });

  return (
    <section className="admin-screen msg-screen" aria-labelledby="msg-heading">
      <div className="msg-head">
        <h1 id="msg-heading" className="admin-heading">Messages</h1>
        <p className="msg-lead">
          What customers are sent after an enquiry, a booking and each change of it, the evening before a booking, and at each step of
          a vehicle booking. A channel that is not set up is simply off; staff keep the desk’s WhatsApp button whatever is set here.
        </p>
      </div>
      {forbidden ? (
        <p className="admin-error" role="alert">Only the Owner can change the message settings.</p>
      ) : (
        <ListState
          rows={data?.channels}
          failed={Boolean(error)}
          failedText="The message settings could not be loaded. Please try again."
          emptyText="No channels to show."
          retry={() => void refetch()}
        />
      )}
      {!forbidden && <VehicleStepSwitchesCard />}
      {data?.channels.map((view) => <MessageChannelCard key={view.channel} view={view} onSaved={replace} />)}
    </section>
  );
}
