/** Colours of the named paints for one model colour, and the light that shades faces. */
import type { SeedColour } from '../seed-types.ts';
import type { Paint } from './solid-3d.ts';

export type Palette = Record<Paint, string>;

export function palette(colour: SeedColour, alloys: boolean): Palette {
  return {
    body: colour.body,
    bodyDark: mix(colour.body, '#000000', 0.3),
    accent: colour.accent,
    dark: '#26282c',
    frame: '#303338',
    metal: '#8b9199',
    chrome: '#d3d8de',
    seat: '#222327',
    tyre: '#1c1d20',
    rim: alloys ? '#4a4f57' : '#c9ced4',
    rimInner: '#131416',
    hub: '#a4aab2',
    lamp: '#fdf4cf',
    tail: '#d3212c',
    amber: '#f59e0b',
    glass: '#b9d2e8',
    gold: '#d9a31a',
    charge: '#19b2e8',
  };
}

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

const parsed = new Map<string, [number, number, number]>();
function rgb(colour: string): [number, number, number] {
  let out = parsed.get(colour);
  if (!out) {
    const v = parseInt(colour.slice(1), 16);
    out = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
    parsed.set(colour, out);
  }
  return out;
}

/** `a` moved towards `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${hex(x[0] + (y[0] - x[0]) * t)}${hex(x[1] + (y[1] - x[1]) * t)}${hex(x[2] + (y[2] - x[2]) * t)}`;
}

const shaded = new Map<string, string>();

/** A colour lit by `light` (0 = in shadow, 1 = facing the light), with a little gloss. */
export function shade(colour: string, light: number): string {
  // 64 light levels are indistinguishable from more, and make every result reusable.
  const level = Math.round(Math.min(1, Math.max(0, light)) * 64);
  const key = `${colour}${level}`;
  let out = shaded.get(key);
  if (!out) {
    out = compact(shadeExact(colour, level / 64));
    shaded.set(key, out);
  }
  return out;
}

function shadeExact(colour: string, light: number): string {
  const [r, g, b] = rgb(colour);
  const k = 0.52 + 0.58 * light;
  const gloss = light > 0.9 ? (light - 0.9) * 500 : 0;
  return `#${hex(r * k + gloss)}${hex(g * k + gloss)}${hex(b * k + gloss)}`;
}

/** Shortens #aabbcc to #abc where that is exact (frames must stay small). */
export function compact(colour: string): string {
  const m = /^#(.)\1(.)\2(.)\3$/.exec(colour);
  return m ? `#${m[1]}${m[2]}${m[3]}` : colour;
}
