import { useRef, type PointerEvent } from 'react';
import { swipeStep } from './carousel-paging.ts';

/**
 * Pointer handlers that turn a horizontal finger (or pen) swipe into a step: -1 for the
 * previous item, 1 for the next. Vertical moves stay page scrolls (the element sets
 * `touch-action: pan-y`); a mouse keeps its clicks and text selection.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
