/**
 * Readable text for a model slug of spec 3 ('activa-6g' -> 'Activa 6G', 'hornet-2-0' ->
 * 'Hornet 2.0', 'cb200x' -> 'CB200X'): the slug is what is sent, the text what is shown.
 */
export function modelLabel(slug: string): string {
  return slug
    .replace(/(\d)-(\d)/g, '$1.$2')
    .split('-')
    .filter(Boolean)
    .map((word) => (/\d/.test(word) || word.length <= 2 ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}

export function modelOptions(slugs: readonly string[]) {
  return slugs.map((value) => ({ value, label: modelLabel(value) }));
}
