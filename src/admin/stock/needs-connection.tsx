import type { ReactNode } from 'react';

/** Why something is not offered with no signal, in words, named by the buttons it disables. */
export function NeedsConnection({ id, children }: { id: string; children: ReactNode }) {
  return <p id={id} className="stock-needs-connection" role="note">{children}</p>;
}
