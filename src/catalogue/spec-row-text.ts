/**
 * A specification row as a visitor reads it (docs/visitor-language.md "Text the dealer
 * enters"). On a Hindi page the label is the dealer's Hindi label, else the site's own
 * Hindi for a label it knows (spec-label-words.ts), else the English marked lang="en"; the
 * value is the dealer's Hindi value, else the value as written, marked lang="en".
 */
import type { I18n } from '@lingui/core';
import type { SpecRowHindi } from '#contract/catalogue-types.ts';
import { specLabel } from '#contract/spec-label.ts';
import { dealerText, type DealerText } from '../lib/i18n/dealer-text.ts';
import { inLanguage, shownLang } from '../lib/i18n/text-table.ts';
import { specLabelWords } from './spec-label-words.ts';

export function specRowText(i18n: I18n, field: string, value: string, hindi: SpecRowHindi | undefined): { label: DealerText; value: DealerText } {
  const english = specLabel(field);
  const own = i18n.locale === 'hi' ? hindi?.label.trim() : '';
  const label: DealerText = own
    ? { text: own, lang: undefined }
    : { text: inLanguage(i18n, specLabelWords, english), lang: shownLang(i18n, specLabelWords, english) };
  return { label, value: dealerText(i18n.locale, value, hindi?.value) };
}
