/**
 * Which parts of a text need the Devanagari font and a shaper in the PDF (names such as
 * 'श्रीमती क्षमा त्रिपाठी'), and which the Latin font draws as it is. A cell may mix both
 * ('Kiran किरण', '₹1,50,000 शर्मा'), so a text is cut into runs of one kind each.
 */

/** Devanagari letters, signs and the shared dandas (Script_Extensions, so '।' counts too). */
const devanagari = /\p{scx=Deva}/u;
/** Spaces, digits, punctuation, symbols, joiners and combining marks: they take their neighbours' side. */
const neutral = /[\p{sc=Zyyy}\p{sc=Zinh}]/u;

export function hasDevanagari(text: string): boolean {
  return devanagari.test(text);
}

export interface ScriptRun {
  text: string;
  /** True: shape with HarfBuzz and draw with the Devanagari font. */
  devanagari: boolean;
}

type Side = 'deva' | 'latin' | 'neutral';

function sideOf(char: string): Side {
  if (devanagari.test(char)) return 'deva';
  return neutral.test(char) ? 'neutral' : 'latin';
}

/**
 * Cuts `text` into runs. A neutral character (space, digit, '₹', ZWJ) joins the run before
 * it, or the one after it at the start, so 'क्षमा त्रिपाठी' stays one shaped run and '₹50'
 * stays with the Latin text around it. A neutral character inside a Devanagari run that the
 * Devanagari font has no glyph for (`devanagariFontHas`) goes to the Latin font instead.
 */
export function scriptRuns(text: string, devanagariFontHas: (codePoint: number) => boolean): ScriptRun[] {
  const chars = Array.from(text);
  const sides = chars.map(sideOf);
  // Neutrals take the side of the closest strong character before them, else after them.
  let previous: Side | undefined;
  for (let i = 0; i < sides.length; i++) {
    if (sides[i] === 'neutral') {
      if (previous) sides[i] = previous;
    } else previous = sides[i];
  }
  let next: Side = 'latin';
  for (let i = sides.length - 1; i >= 0; i--) {
    if (sides[i] === 'neutral') sides[i] = next;
    else next = sides[i]!;
  }
  const runs: ScriptRun[] = [];
  chars.forEach((char, i) => {
    const isDeva = sides[i] === 'deva' && (devanagari.test(char) || devanagariFontHas(char.codePointAt(0)!));
    const last = runs.at(-1);
    if (last && last.devanagari === isDeva) last.text += char;
    else runs.push({ text: char, devanagari: isDeva });
  });
  return runs;
}
