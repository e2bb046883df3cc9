/** A handset, drawn inline (the top bar and the Call a showroom button). */
export function PhoneIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 1.5h2l1 3.5-1.6 1.2a8 8 0 0 0 4.4 4.4L11 9l3.5 1v2a2 2 0 0 1-2 2A11 11 0 0 1 2 3.5a2 2 0 0 1 2-2z" fill="currentColor" />
    </svg>
  );
}
