import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageNames, languageParam, type Language } from '#contract/language.ts';
import { switchLanguage } from '../lib/i18n/device-language.ts';

/**
 * The header's switch to the other language (docs/visitor-language.md). A link to this page
 * with `?lang=`: before the app runs (or without script) the server draws the page in that
 * language and remembers it; once the app runs the page changes language in place and the
 * device remembers it (a cookie the server reads too).
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const other: Language = i18n.locale === 'hi' ? 'en' : 'hi';
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  query.set(languageParam, other);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void switchLanguage(other).then(() => {
      // The address no longer names a language: the remembered choice holds from here on.
      if (!new URLSearchParams(location.search).has(languageParam)) return;
      const rest = new URLSearchParams(location.search);
      rest.delete(languageParam);
      const search = rest.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state as unknown });
    });
  }

  return (
    <a
      className="language-switch"
      href={`${location.pathname}?${query.toString()}`}
      lang={other}
      hrefLang={other}
      // Named in the language it opens, as a reader of that language looks for it.
      aria-label={languageNames[other]}
      onClick={onClick}
    >
      {other === 'hi' ? (
        // The word हिन्दी as an outline (scripts/generate-hindi-label.mjs), a cached file: an
        // English page shows it without the Devanagari font, which only Hindi pages load.
        <img className="hindi-label" src="/icons/hindi-label.svg" alt="" width={50} height={33} />
      ) : (
        languageNames[other]
      )}
    </a>
  );
}
