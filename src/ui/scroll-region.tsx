import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** What a screen reader announces on reaching the region: "Booking Report table". */
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways on a narrow screen (a wide table) without the page doing so.
 * It takes focus so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and is a named region so that focus is announced.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
