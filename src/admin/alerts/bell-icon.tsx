/** The alert sound switch's mark: a bell, struck through while the sound is off (drawn, so no emoji font is needed). */
export function BellIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
      {!on && <path d="M4 4l16 16" />}
    </svg>
  );
}
