import { InstallAppButton } from '../offline/install-app-button.tsx';
import { OfflineStatus } from '../offline/offline-status.tsx';
import { OutboxIndicator } from '../offline/outbox-indicator.tsx';

/** The device's offline state in the top bar: catalogue caching, waiting enquiries, install offer. */
export default function DeviceWidgets() {
  return (
    <>
      <OfflineStatus />
      <OutboxIndicator />
      <InstallAppButton />
    </>
  );
}
