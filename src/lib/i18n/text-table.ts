/**
 * Words the shared contract holds in English (src/contract: the spec's labels and messages,
 * which the server uses too, so they stay plain strings there), shown to a visitor in the
 * visitor's language. A screen keeps a table from each English text to its message
 * (written with `msg`, so it is extracted and translated like any other); a text the table
 * lacks shows as it is. Unit tests hold each table against the contract it translates.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

export type TextTable = Readonly<Record<string, MessageDescriptor>>;

export function inLanguage(i18n: I18n, table: TextTable, english: string): string {
  const message = table[english];
  return message ? i18n._(message) : english;
}

/**
 * The `lang` of what inLanguage shows: an English text the table lacks (a line the dealer
 * named), on a Hindi page, is marked English so a screen reader reads it as English.
 */
export function shownLang(i18n: I18n, table: TextTable, english: string): 'en' | undefined {
  return i18n.locale === 'hi' && !table[english] ? 'en' : undefined;
}
