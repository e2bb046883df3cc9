import { Trans } from '@lingui/react/macro';

/** What a screen shows while its code is still on the way. */
export function LoadingScreen() {
  return (
    <p className="page status-text" role="status">
      <Trans>Loading...</Trans>
    </p>
  );
}
