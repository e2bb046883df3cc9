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
    const q = rotate(p);
    return [view.cx + q[0] * view.scale, view.cy - q[1] * view.scale];
  };
  return { rotate, toScreen };
}

/** What a view draws, far to near, in screen pixels: for SVG and for the PDF brochure. */
export type DrawItem =
  | { kind: 'poly'; pts: [number, number][]; fill: string; opacity: number }
  | { kind: 'line'; a: [number, number]; b: [number, number]; width: number; colour: string };

export function drawParts(parts: Part[], colours: Palette, view: View): DrawItem[] {
  const { rotate, toScreen } = projector(view);
  const depthOf = (pts: readonly Vec3[]) => pts.reduce((s, p) => s + rotate(p)[2], 0) / pts.length;
  const faceItem = (f: Part['faces'][number]): DrawItem => {
    const base = colours[f.paint];
    const fill = f.flat ? base : shade(base, Math.max(0, dot(rotate(f.normal), light)));
    return { kind: 'poly', pts: f.pts.map(toScreen), fill, opacity: f.paint === 'glass' ? 0.55 : 1 };
  };
  const strokeItem = (s: Part['strokes'][number]): DrawItem => ({ kind: 'line', a: toScreen(s.a), b: toScreen(s.b), width: s.width * view.scale, colour: colours[s.paint] });
  const facing = (normal: Vec3) => rotate(normal)[2] > 1e-3;

  const ordered = parts
    .map((p) => {
      const pts = [...p.faces.flatMap((f) => f.pts), ...p.strokes.flatMap((s) => [s.a, s.b])];
      return { p, key: depthOf(pts) + p.layer * layerWeight };
    })
    .sort((a, b) => a.key - b.key);

  const out: DrawItem[] = [];
  for (const { p } of ordered) {
    const solid: { depth: number; item: DrawItem }[] = [];
    const decals: DrawItem[] = [];
    for (const f of p.faces) {
      if (!facing(f.normal)) continue;
      if (f.decal) decals.push(faceItem(f));
      else solid.push({ depth: depthOf(f.pts), item: faceItem(f) });
    }
    for (const s of p.strokes) {
      if (s.side) {
        if (facing(s.side)) decals.push(strokeItem(s));
      } else solid.push({ depth: depthOf([s.a, s.b]), item: strokeItem(s) });
    }
    solid.sort((a, b) => a.depth - b.depth);
    out.push(...solid.map((s) => s.item), ...decals);
  }
  return out;
}

const n0 = (v: number) => String(Math.round(v));

/**
 * SVG elements of the draw list. Integer coordinates, short colours and one `color`
 * attribute per element (the root sets fill and stroke to currentColor, the stroke being
 * a hairline that hides seams between faces) keep a frame well under 20 KB.
 */
export function toSvgElements(items: DrawItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'line') {
        const width = Math.max(1, Math.round(item.width));
        return `<path color="${compact(item.colour)}" stroke-width="${width}" d="M${item.a.map(n0).join(' ')} ${item.b.map(n0).join(' ')}"/>`;
      }
      const opacity = item.opacity < 1 ? ` opacity="${item.opacity}"` : '';
      return `<path color="${compact(item.fill)}"${opacity} d="M${item.pts.map((p) => p.map(n0).join(' ')).join(' ')}Z"/>`;
    })
    .join('');
}

/** Attributes the root element needs for toSvgElements. */
export const drawingRootAttributes = 'fill="currentColor" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
