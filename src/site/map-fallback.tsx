import { Trans } from '@lingui/react/macro';

/**
 * What an embedded map shows offline or when it cannot load: the address and a link to a
 * maps app (`mapsLink` in src/contract/site.ts, made by the page: the home page's map code
 * is a chunk of its own, which would otherwise split the site's settings from their chunk).
 */
export function MapFallback({ address, mapsHref }: { address: string; mapsHref: string }) {
  return (
    <>
      <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" fill="#c8102e" />
      </svg>
      <address style={{ fontStyle: 'normal' }}>{address}</address>
      <a href={mapsHref} target="_blank" rel="noopener noreferrer">
        <Trans>Open in Maps</Trans>
      </a>
    </>
  );
}
