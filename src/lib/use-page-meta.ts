import { useEffect } from 'react';
import { site } from '../contract/site.ts';

/** Sets the document title and meta description of a route (the detail page passes the bike name). */
export function usePageMeta(title: string, description: string = site.tagline): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.groupName}` : site.groupName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
