import { useCallback, useEffect, useState } from 'react';
import { apiPaths } from '../contract/api-paths.ts';
import type { SliderImage } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { useApi } from '../lib/use-api.ts';
import { wrapIndex } from '../ui/carousel-paging.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';
import './hero-slider.css';

/** spec 9: slider auto-advance 5 s. */
export const sliderInterval = 5000;

/**
 * spec 2.3 (Home): the image slider, hidden on small screens (under 640 px, where it is
 * not even fetched), auto-advancing every 5 s, with dots and previous/next arrows and a
 * loading text while it has no images. Auto-advance pauses while the pointer or keyboard
 * focus is on it, so a visitor can read a slide.
 */
export function HeroSlider() {
  const wide = useMediaQuery('(min-width: 640px)');
  if (!wide) return null;
  return <Slides />;
}

function Slides() {
  const { data } = useApi<SliderImage[]>(apiPaths.images);
  const images = data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  const go = useCallback((step: number) => setIndex((i) => wrapIndex(i + step, count)), [count]);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => go(1), sliderInterval);
    return () => window.clearInterval(timer);
  }, [count, paused, go, index]);

  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label="Featured models"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {count === 0 ? (
        <p className="hero-loading">Loading...</p>
      ) : (
        <>
          <div className="hero-track" style={{ transform: `translateX(-${index * 100}%)` }}>
            {images.map((img, i) => (
              <div
                key={img.id}
                className="hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i !== index}
              >
                <img
                  src={mediaUrl(img.filepath)}
                  alt={`Featured model ${i + 1}`}
                  width={1600}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              </div>
            ))}
          </div>
          <button type="button" className="hero-arrow hero-prev" aria-label="Previous slide" onClick={() => go(-1)}>
            <svg width="22" height="22" viewBox="0 0 10 10" aria-hidden="true">
              <path d="M6.5 1.5 3 5l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
            </svg>
          </button>
          <button type="button" className="hero-arrow hero-next" aria-label="Next slide" onClick={() => go(1)}>
            <svg width="22" height="22" viewBox="0 0 10 10" aria-hidden="true">
              <path d="M3.5 1.5 7 5 3.5 8.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
            </svg>
          </button>
          <div className="hero-dots">
            {images.map((img, i) => (
              <button
                key={img.id}
                type="button"
                className={`hero-dot${i === index ? ' is-active' : ''}`}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
