import type { ReactNode } from 'react';

/** What a screen reader announces on reaching the region: a label ("Booking Report table"), or the id of an element that names it (a table's caption). */
type RegionName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type ScrollRegionProps = RegionName & {
  className: string;
  children: ReactNode;
};

/**
 * A box that scrolls sideways on a narrow screen (a wide table) without the page doing so.
 * It takes focus so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and is a named region so that focus is announced.
 */
export function ScrollRegion({ label, labelledBy, className, children }: ScrollRegionProps) {
  return (
    <div className={className} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
