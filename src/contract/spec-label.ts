/**
 * requirements 2.3 (Specifications): labels come from field names by splitting camel case into
 * words, e.g. 'groundClearance' -> 'Ground Clearance', 'absType' -> 'Abs Type'. A label
 * staff wrote in the catalogue studio is already words ('Kerb weight (kg)') and is kept.
 */
export function specLabel(field: string): string {
  if (/\s/.test(field.trim())) return field.trim();
  const words = field
    .replace(/[_-]+/g, ' ')
    // 'groundClearance' -> 'ground Clearance'; 'max2Power' keeps digits with their word.
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // 'ABSType' -> 'ABS Type': an upper-case run followed by a capitalised word.
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
