/**
 * A stored picture at the width the screen needs (docs/media.md). A path the image
 * pipeline made becomes a `<picture>`: WebP through `srcset`/`sizes`, with the JPEG
 * widths as the fallback an older browser reads. Any other path (the seeded art, an
 * outside address) is a plain `<img>`, as before.
 */
import type { ImgHTMLAttributes } from 'react';
import { responsiveSources, srcsetOf } from '#contract/media.ts';
import { mediaUrl } from '../lib/api.ts';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>;

interface ResponsiveImageProps extends ImgProps {
  /** The one stored path (a model's, colour's, feature's ... picture). */
  src: string;
  /** How wide the picture is drawn (src/contract/model-pictures.ts pictureSizes). */
  sizes: string;
  alt: string;
}

export function ResponsiveImage({ src, sizes, alt, ...img }: ResponsiveImageProps) {
  const sources = responsiveSources(mediaUrl(src));
  if (!sources) return <img src={mediaUrl(src)} alt={alt} {...img} />;
  return (
    <picture>
      <source type={sources.modern.type} srcSet={srcsetOf(sources.modern.entries)} sizes={sizes} />
      <img src={sources.src} srcSet={srcsetOf(sources.fallback.entries)} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
