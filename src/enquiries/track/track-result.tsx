import type { TrackResult } from './track-lookup.ts';

/** One answer of the lookup: the status and showroom, or why there is none. */
export function TrackResultView({ result }: { result: TrackResult }) {
  if (result.kind !== 'found') {
    return <p className={`track-result__message track-result__message--${result.kind}`}>{result.message}</p>;
  }
  const { status, showroom } = result.answer;
  return (
    <dl className="track-result__facts">
      <div>
        <dt>Status</dt>
        <dd className="track-result__status">{status}</dd>
      </div>
      <div>
        <dt>Showroom</dt>
        <dd>{showroom ?? 'Not yet assigned'}</dd>
      </div>
    </dl>
  );
}
