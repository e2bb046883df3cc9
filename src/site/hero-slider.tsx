import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '../ui/link.tsx';
import { apiPaths } from '#contract/api-paths.ts';
import type { SliderImage } from '#contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { wrapIndex } from '../ui/carousel-paging.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';
import './hero-slider.css';

/** requirements 9: slider auto-advance 5 s. */
export const sliderInterval = 5000;

/** A button only ever leads to a page of this site: '/offers', never '//host' or '/\host' (the database holds the same rule). */
const isSitePath = (path: string) => /^\/([^/\\]|$)/.test(path);

/** The width under which the slider is not shown (hero-slider.css holds the same figure). */
export const sliderMinWidth = 640;

/** A picture of one transparent pixel: what a phone, which never shows the slider, loads instead of the first slide. */
const nothingToLoad = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * requirements 2.3 (Home): the image slider, hidden on small screens (under 640 px, by CSS, so the
 * server draws one page for every screen; a phone downloads none of its pictures: the
 * first slide's picture names a pixel for phones, the others load lazily), auto-advancing every 5 s, with dots and previous/next arrows and a
 * loading text while it has no images. Each slide's words and button are HTML over a
 * text-free picture: read aloud, sharp at any size, and the button is a real link. The
 * arrows and dots sit in a bar under the words, never over them. Auto-advance pauses
 * while the pointer or keyboard focus is on the slider, so a visitor can read a slide, and
 * where the slider is not shown (a phone would otherwise re-render it every 5 s for nothing).
 */
export function HeroSlider() {
  const { t } = useLingui();
  const { data } = usePublicRead<SliderImage[]>(apiPaths.images);
  const slides = data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const shown = useMediaQuery(`(min-width: ${sliderMinWidth}px)`);

  const go = useCallback((step: number) => setIndex((i) => wrapIndex(i + step, count)), [count]);

  useEffect(() => {
    if (count < 2 || paused || !shown) return;
    const timer = window.setInterval(() => go(1), sliderInterval);
    return () => window.clearInterval(timer);
  }, [count, paused, shown, go, index]);

  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label={t`Featured models`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {count === 0 ? (
        <p className="hero-loading">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <>
          <div className="hero-track" style={{ transform: `translateX(-${index * 100}%)` }}>
            {slides.map((slide, i) => (
              // Slides out of view are inert: their buttons are neither focusable nor read.
              <div
                key={slide.id}
                className="hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t`${i + 1} of ${count}`}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                <picture>
                  {i === 0 && <source media={`(max-width: ${sliderMinWidth - 1}px)`} srcSet={nothingToLoad} />}
                  <img
                    src={mediaUrl(slide.filepath)}
                    // The words are on the slide as text; a slide without any is described.
                    alt={slide.headline ? '' : `Featured model ${i + 1}`}
                    width={1600}
                    height={600}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                  />
                </picture>
                {slide.headline && (
                  <div className="hero-copy">
                    {slide.kicker && <p className="hero-kicker">{slide.kicker}</p>}
                    <h2 className="hero-headline">{slide.headline}</h2>
                    {slide.subline && <p className="hero-subline">{slide.subline}</p>}
                    {slide.ctaLabel && isSitePath(slide.ctaPath) && (
                      <Link className="btn hero-cta" to={slide.ctaPath}>
                        {slide.ctaLabel}
                      </Link>
                    )}
                  </div>
                )}
              </div>
            ))}
          </div>
          <div className="hero-controls">
            <button type="button" className="hero-arrow" aria-label={t`Previous slide`} onClick={() => go(-1)}>
              <svg width="22" height="22" viewBox="0 0 10 10" aria-hidden="true">
                <path d="M6.5 1.5 3 5l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
              </svg>
            </button>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="dot-button"
                aria-label={t`Go to slide ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              />
            ))}
            <button type="button" className="hero-arrow" aria-label={t`Next slide`} onClick={() => go(1)}>
              <svg width="22" height="22" viewBox="0 0 10 10" aria-hidden="true">
                <path d="M3.5 1.5 7 5 3.5 8.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
              </svg>
            </button>
          </div>
        </>
      )}
    </section>
  );
}
