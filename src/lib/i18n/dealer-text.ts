/**
 * Text the dealer writes (a model's short description, an offer), which may have a Hindi
 * version (docs/visitor-language.md "Text the dealer enters"): a Hindi page shows the Hindi
 * when there is one, else the English, marked as English so a screen reader reads it so.
 * A copy saved on the device before the Hindi fields existed has none: it falls back too.
 */
export interface DealerText {
  text: string;
  /** Set when the words are not in the page's language. */
  lang: 'en' | undefined;
}

export function dealerText(locale: string, english: string, hindi: string | undefined): DealerText {
  if (locale !== 'hi') return { text: english, lang: undefined };
  const own = hindi?.trim();
  return own ? { text: own, lang: undefined } : { text: english, lang: english ? 'en' : undefined };
}

/**
 * The `lang` of dealer text that has no Hindi version (an accessory's name, an on-road
 * option): English words on a Hindi page, marked so a screen reader reads them as English.
 */
export function dealerLang(locale: string): 'en' | undefined {
  return locale === 'hi' ? 'en' : undefined;
}
