/**
 * Readable text for a model (requirements 3): the forms send slugs ('activa-6g' -> 'Activa 6G',
 * 'hornet-2-0' -> 'Hornet 2.0', 'cb200x' -> 'CB200X'), the product enquiry and joy club
 * send names ('Shine 100', 'CBR 150R'). The slug is what is stored, the text what a person
 * reads: the forms' choice lists, the lead desk, /track and the reports all show this.
 */
export function modelLabel(slug: string): string {
  return slug
    .replace(/(\d)-(\d)/g, '$1.$2')
    .split('-')
    .filter(Boolean)
    .map((word) => (/\d/.test(word) || word.length <= 2 ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A stored slug: lower-case letters and digits joined by single hyphens. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The display name of whatever a form stored as its model: slugs become their label,
 * names ('Shine 100', 'CB200X Adventure') are kept as written.
 */
export function modelDisplayName(value: string): string {
  const text = value.trim();
  return slugPattern.test(text) ? modelLabel(text) : text;
}

export function modelOptions(slugs: readonly string[]) {
  return slugs.map((value) => ({ value, label: modelLabel(value) }));
}
