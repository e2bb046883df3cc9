import { useEffect } from 'react';
import { site } from '#contract/site.ts';
import { useSiteSettings } from './site-settings/use-site-settings.tsx';

/** Sets the document title and meta description of a route (the detail page passes the bike name). */
export function usePageMeta(title: string, description: string = site.tagline): void {
  const { dealerName } = useSiteSettings();
  useEffect(() => {
    document.title = title ? `${title} | ${dealerName}` : dealerName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, dealerName]);
}
