import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { canGoNext, canGoPrevious, clampPage, largestPageSize, pageCount, pageItems, pageOf, wrapIndex } from './carousel-paging.ts';
import { useSwipe } from './use-swipe.ts';
import './carousel.css';

interface CarouselBase<T> {
  items: readonly T[];
  /** Accessible name of the carousel region. */
  label: string;
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}

interface PagingCarouselProps<T> extends CarouselBase<T> {
  /** Pages of `pageSize` items; previous and next are disabled at the ends (requirements 2.3 listings). */
  mode: 'paging';
  /**
   * null while the viewport width is unknown (the server's drawing and the render that
   * takes it over): the first page then shows as many items as CSS gives the width.
   */
  pageSize: number | null;
  /** The item to keep in view when the page size changes (the selected model). */
  anchorIndex?: number;
  /** Told the new page when the visitor turns one (buttons, arrow keys or a swipe). */
  onPageChange?: (page: number) => void;
}

interface WrapCarouselProps<T> extends CarouselBase<T> {
  /** One item at a time, wrapping both ways, with dot indicators (requirements 2.3 features, accessories). */
  mode: 'wrap';
}

type CarouselProps<T> = PagingCarouselProps<T> | WrapCarouselProps<T>;

const arrow = (d: string) => (
  <svg width="18" height="18" viewBox="0 0 10 10" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/** One column of a page of `size` (gap 0.9rem): a short page keeps the card width and is centred. */
function columnWidth(size: number): string {
  return `calc((100% - ${(size - 1) * 0.9}rem) / ${size})`;
}

/** A carousel with previous/next buttons (and Left/Right arrow keys, and a finger's swipe) in paging or wrap mode. */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, label, itemKey, renderItem, className = '' } = props;
  const trackId = useId();
  const { t } = useLingui();
  const byWidth = props.mode === 'paging' && props.pageSize === null;
  const size = props.mode === 'paging' ? Math.max(1, props.pageSize ?? 1) : 1;
  const anchor = props.mode === 'paging' ? (props.anchorIndex ?? 0) : 0;
  const [position, setPosition] = useState(() => (props.mode === 'paging' ? pageOf(anchor, size) : 0));

  // A new page size (window resized) shows the page holding the anchored item; a new
  // anchor alone does not move the page the visitor is on.
  const showAnchoredPage = useEffectEvent(() => {
    if (props.mode === 'paging') setPosition(pageOf(anchor, size));
  });
  useEffect(() => showAnchoredPage(), [size, byWidth, props.mode]);

  const paging = props.mode === 'paging';
  const page = paging ? clampPage(position, items.length, size) : 0;
  const index = paging ? 0 : wrapIndex(position, items.length);
  const hasPrevious = paging ? canGoPrevious(page) : items.length > 1;
  // Drawn by width, the first page may hold every item (a wide screen): Next waits for the width.
  const hasNext = byWidth ? false : paging ? canGoNext(page, items.length, size) : items.length > 1;
  const visible = byWidth ? items.slice(0, largestPageSize) : paging ? pageItems(items, page, size) : items.length ? [items[index]!] : [];
  const offset = paging ? page * size : index;

  function turn(step: -1 | 1) {
    if (byWidth) return;
    if (paging) {
      const target = clampPage(page + step, items.length, size);
      if (target === page) return;
      setPosition(target);
      props.onPageChange?.(target);
    } else setPosition((p) => wrapIndex(p + step, items.length));
  }
  const previous = () => turn(-1);
  const next = () => turn(1);
  const swipe = useSwipe(turn);

  function onKeyDown(event: KeyboardEvent) {
    // Arrow keys page through, unless a control inside wants them (e.g. a select).
    const tag = (event.target as HTMLElement).tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight' && hasNext) {
      event.preventDefault();
      next();
    }
  }

  const pageNumber = page + 1;
  const pages = pageCount(items.length, size);
  const shown = items.length ? index + 1 : 0;
  const count = items.length;
  const status = byWidth ? '' : paging ? t`Page ${pageNumber} of ${pages}` : t`${shown} of ${count}`;

  return (
    <section className={`carousel carousel-${props.mode} ${className}`} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className="carousel-row">
        <button type="button" className="carousel-arrow carousel-prev" aria-label={t`Previous`} aria-controls={trackId} disabled={!hasPrevious} onClick={previous}>
          {arrow('M6.5 1.5 3 5l3.5 3.5')}
        </button>
        <ul
          id={trackId}
          className={`carousel-track${byWidth ? ' carousel-track-by-width' : ''}`}
          style={paging && !byWidth ? { gridTemplateColumns: `repeat(${Math.max(1, visible.length)}, ${columnWidth(size)})` } : undefined}
          {...swipe}
        >
          {visible.map((item, i) => (
            <li key={itemKey(item, offset + i)} className="carousel-item">
              <div className="carousel-slide" role="group" aria-roledescription="slide" aria-label={t`${offset + i + 1} of ${count}`}>
                {renderItem(item, offset + i)}
              </div>
            </li>
          ))}
        </ul>
        <button type="button" className="carousel-arrow carousel-next" aria-label={t`Next`} aria-controls={trackId} disabled={!hasNext} onClick={next}>
          {arrow('M3.5 1.5 7 5 3.5 8.5')}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {!paging && items.length > 1 && (
        <div className="carousel-dots">
          {items.map((item, i) => (
            <button
              key={itemKey(item, i)}
              type="button"
              className="dot-button"
              aria-label={t`Go to slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => setPosition(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
