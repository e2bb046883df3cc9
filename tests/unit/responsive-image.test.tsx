/**
 * <ResponsiveImage> draws a picture the pipeline made as WebP with a JPEG fallback through
 * srcset and sizes, and any other path as the plain <img> it always was.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '../../src/ui/responsive-image.tsx';

describe('ResponsiveImage', () => {
  it('draws an uploaded photo as a <picture>: WebP source, JPEG srcset, the largest JPEG as src', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src="/media/img/0123456789abcdef01234567/768.jpg" sizes="50vw" alt="Shine 100" width={800} height={500} loading="lazy" />,
    );
    const at = (w: number, ext: string) => `/media/img/0123456789abcdef01234567/${w}.${ext} ${w}w`;
    expect(html).toBe(
      '<picture>' +
        `<source type="image/webp" srcSet="${[320, 480, 768].map((w) => at(w, 'webp')).join(', ')}" sizes="50vw"/>` +
        `<img src="/media/img/0123456789abcdef01234567/768.jpg" srcSet="${[320, 480, 768].map((w) => at(w, 'jpg')).join(', ')}" sizes="50vw" alt="Shine 100" width="800" height="500" loading="lazy"/>` +
        '</picture>',
    );
  });

  it.each(['/media/bikes/shine-100.png', 'https://example.com/bike.jpg', '/assets/default-bike.svg'])('draws %s as a plain <img>', (src) => {
    const html = renderToStaticMarkup(<ResponsiveImage src={src} sizes="100vw" alt="" className="model-card-picture" />);
    // (React's static markup may add its own preload hint before a plain image.)
    expect(html.endsWith(`<img src="${src}" alt="" class="model-card-picture"/>`), html).toBe(true);
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcSet');
  });
});
