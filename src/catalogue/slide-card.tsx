/**
 * One slide of the Features and Accessories carousels (requirements 2.3): picture, heading
 * and description, the dealer's words in the visitor's language (the Hindi the dealer
 * wrote, else the English marked lang="en": dealerText), and what the tab adds below them.
 */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { pictureSizes } from '#contract/media.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

interface SlideCardProps {
  image: string;
  heading: string;
  headingHi: string | undefined;
  description: string;
  descriptionHi: string | undefined;
  children?: ReactNode;
}

export function SlideCard({ image, heading, headingHi, description, descriptionHi, children }: SlideCardProps) {
  const { locale } = useLingui().i18n;
  const title = dealerText(locale, heading, headingHi);
  const text = dealerText(locale, description, descriptionHi);
  return (
    <article className="slide-card">
      <ResponsiveImage src={image} sizes={pictureSizes.half} alt={title.text} width={600} height={400} loading="lazy" />
      <div className="slide-card-text">
        <h2 className="tab-heading" lang={title.lang}>{title.text}</h2>
        <p lang={text.lang}>{text.text}</p>
        {children}
      </div>
    </article>
  );
}
