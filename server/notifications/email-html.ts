/**
 * The HTML part of a customer's e-mail, made from its text (the dealer writes one text per
 * template, docs/notifications.md): the same words, a paragraph per block, each line kept,
 * addresses as links and phone numbers as tap-to-call links, in the message's language
 * (`lang`), so a phone's mail app shows it readable and a screen reader reads Hindi as Hindi.
 * The plain text goes with it as the other part.
 */
import type { Language } from '#contract/language.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** An http(s) address, or a phone number written with +91 or 10 digits and spaces or dashes. */
const linkable = /(https?:\/\/[^\s<>"']+)|(\+?\d[\d -]{8,14}\d)/g;

function linked(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(linkable)) {
    const [whole, url, phone] = match;
    const at = match.index;
    html += escape(line.slice(last, at));
    if (url) html += `<a href="${escape(url)}">${escape(url)}</a>`;
    else if (phone && phone.replace(/\D/g, '').length >= 10) html += `<a href="tel:${escape(phone.replace(/[^\d+]/g, ''))}">${escape(phone)}</a>`;
    else html += escape(whole);
    last = at + whole.length;
  }
  return html + escape(line.slice(last));
}

export function emailHtml(subject: string, text: string, language: Language): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map(linked).join('<br>\n'))
    .filter((block) => block.trim() !== '')
    .map((block) => `<p style="margin:0 0 16px">${block}</p>`);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,\'Noto Sans Devanagari\',sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    '<div style="max-width:560px;margin:0 auto">',
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
