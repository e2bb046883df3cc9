/**
 * Orthographic projection of vehicle parts into SVG, painter's algorithm: parts sorted
 * far to near (ties broken by layer), inside a part the solid faces and tubes by depth,
 * then the part's decals in order. Back faces are culled; faces are lit by one light.
 */
import { compact, shade, type Palette } from './paint.ts';
import { dot, normalize, type Part, type Vec3 } from './solid-3d.ts';

export interface View {
  yawDeg: number;
  pitchDeg: number;
  /** Pixels per millimetre. */
  scale: number;
  /** Where the origin (ground, mid-wheelbase) lands. */
  cx: number;
  cy: number;
}

/** Light from the upper left, slightly towards the camera (camera space). */
const light = normalize([-0.35, 0.7, 0.62]);
/** How many millimetres of depth one layer step outweighs. */
const layerWeight = 24;

export function projector(view: View) {
  const yaw = (view.yawDeg * Math.PI) / 180;
  const pitch = (view.pitchDeg * Math.PI) / 180;
  const cy = Math.cos(yaw);
  const sy = Math.sin(yaw);
  const cp = Math.cos(pitch);
  const sp = Math.sin(pitch);
  /** Camera space: x right, y up, z towards the viewer. */
  const rotate = (p: Vec3): Vec3 => {
    const x1 = p[0] * cy + p[2] * sy;
    const z1 = -p[0] * sy + p[2] * cy;
    return [x1, p[1] * cp - z1 * sp, p[1] * sp + z1 * cp];
  };
  const toScreen = (p: Vec3): [number, number] => {
    const z1 = -p[0] * sy + p[2] * cy;
    return [view.cx + (p[0] * cy + p[2] * sy) * view.scale, view.cy - (p[1] * cp - z1 * sp) * view.scale];
  };
  /** Depth (towards the viewer) of a world point: the third row of the rotation. */
  const depthAxis: Vec3 = [-sy * cp, sp, cy * cp];
  return { rotate, toScreen, depthAxis };
}

/** What a view draws, far to near, in screen pixels: for SVG and for the PDF brochure. */
export type DrawItem =
  | { kind: 'poly'; pts: [number, number][]; fill: string; opacity: number }
  | { kind: 'line'; a: [number, number]; b: [number, number]; width: number; colour: string };

interface Prepared {
  centroid: Vec3;
  layer: number;
  faces: { part: Part['faces'][number]; centroid: Vec3 }[];
  strokes: { part: Part['strokes'][number]; centroid: Vec3 }[];
}

const centroidOf = (pts: readonly Vec3[]): Vec3 => {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of pts) {
    x += p[0];
    y += p[1];
    z += p[2];
  }
  return [x / pts.length, y / pts.length, z / pts.length];
};

/** Centroids computed once per geometry: depth is linear, so a centroid's depth is the mean depth. */
const preparedCache = new WeakMap<Part[], Prepared[]>();
function prepare(parts: Part[]): Prepared[] {
  let prepared = preparedCache.get(parts);
  if (!prepared) {
    prepared = parts.map((p) => ({
      centroid: centroidOf([...p.faces.flatMap((f) => f.pts), ...p.strokes.flatMap((s) => [s.a, s.b])]),
      layer: p.layer,
      faces: p.faces.map((f) => ({ part: f, centroid: centroidOf(f.pts) })),
      strokes: p.strokes.map((s) => ({ part: s, centroid: centroidOf([s.a, s.b]) })),
    }));
    preparedCache.set(parts, prepared);
  }
  return prepared;
}

export function drawParts(parts: Part[], colours: Palette, view: View): DrawItem[] {
  const { rotate, toScreen, depthAxis } = projector(view);
  const depth = (p: Vec3) => dot(p, depthAxis);
  // The light taken back into world space once, so faces are lit without rotating normals.
  const x = rotate([1, 0, 0]);
  const y = rotate([0, 1, 0]);
  const z = rotate([0, 0, 1]);
  const worldLight: Vec3 = [dot(x, light), dot(y, light), dot(z, light)];
  const faceItem = (f: Part['faces'][number]): DrawItem => {
    const base = colours[f.paint];
    const fill = f.flat ? base : shade(base, Math.max(0, dot(f.normal, worldLight)));
    return { kind: 'poly', pts: f.pts.map(toScreen), fill, opacity: f.paint === 'glass' ? 0.55 : 1 };
  };
  const strokeItem = (s: Part['strokes'][number]): DrawItem => ({ kind: 'line', a: toScreen(s.a), b: toScreen(s.b), width: s.width * view.scale, colour: colours[s.paint] });
  const facing = (normal: Vec3) => depth(normal) > 1e-3;

  const ordered = prepare(parts)
    .map((p) => ({ p, key: depth(p.centroid) + p.layer * layerWeight }))
    .sort((a, b) => a.key - b.key);

  const out: DrawItem[] = [];
  for (const { p } of ordered) {
    const solid: { depth: number; item: DrawItem }[] = [];
    const decals: DrawItem[] = [];
    for (const { part: f, centroid } of p.faces) {
      if (!facing(f.normal)) continue;
      if (f.decal) decals.push(faceItem(f));
      else solid.push({ depth: depth(centroid), item: faceItem(f) });
    }
    for (const { part: s, centroid } of p.strokes) {
      if (s.side) {
        if (facing(s.side)) decals.push(strokeItem(s));
      } else solid.push({ depth: depth(centroid), item: strokeItem(s) });
    }
    solid.sort((a, b) => a.depth - b.depth);
    for (const s of solid) out.push(s.item);
    out.push(...decals);
  }
  return out;
}

/** Numbers joined the SVG way: a minus sign separates as well as a space. */
function numbers(values: number[]): string {
  let out = '';
  for (const v of values) {
    const text = String(Math.round(v) || 0);
    out += out && !text.startsWith('-') ? ` ${text}` : text;
  }
  return out;
}

/** A path from absolute pixels, as relative moves (shorter numbers, smaller files). */
function pathData(pts: [number, number][], close: boolean): string {
  const rounded = pts.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  const [first, ...rest] = rounded;
  if (!first) return '';
  const deltas: number[] = [];
  let prev = first;
  for (const p of rest) {
    deltas.push(p[0] - prev[0], p[1] - prev[1]);
    prev = p;
  }
  return `M${numbers([...first])}l${numbers(deltas)}${close ? 'z' : ''}`;
}

/**
 * SVG elements of the draw list. Integer relative coordinates, short colours and one
 * `color` attribute per element (the root sets fill and stroke to currentColor, the
 * stroke being a hairline that hides seams between faces) keep a frame under 20 KB.
 */
export function toSvgElements(items: DrawItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'line') {
        const width = Math.max(1, Math.round(item.width));
        return `<path color="${compact(item.colour)}" stroke-width="${width}" d="${pathData([item.a, item.b], false)}"/>`;
      }
      const opacity = item.opacity < 1 ? ` opacity="${item.opacity}"` : '';
      return `<path color="${compact(item.fill)}"${opacity} d="${pathData(item.pts, true)}"/>`;
    })
    .join('');
}

/** Attributes the root element needs for toSvgElements. */
export const drawingRootAttributes = 'fill="currentColor" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
