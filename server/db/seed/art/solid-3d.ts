/**
 * The few 3D primitives the vehicles are built from: flat faces with an outward normal
 * (so back faces can be culled) and round-capped strokes for tubes (forks, handlebars,
 * spokes). Units are millimetres: x forward, y up, z to the vehicle's right.
 */

export type Vec3 = readonly [number, number, number];
export type Vec2 = readonly [number, number];

/** Named paints, resolved to colours per model colour by art/paint.ts. */
export type Paint =
  | 'body'
  | 'bodyDark'
  | 'accent'
  | 'dark'
  | 'frame'
  | 'metal'
  | 'chrome'
  | 'seat'
  | 'tyre'
  | 'rim'
  | 'rimInner'
  | 'hub'
  | 'lamp'
  | 'tail'
  | 'amber'
  | 'glass'
  | 'gold'
  | 'charge';

export interface Face {
  pts: Vec3[];
  normal: Vec3;
  paint: Paint;
  /** Unshaded: lamps and badges keep their colour whatever the light. */
  flat?: boolean;
  /** Lies on the part's outer surface: painted after the part's solid faces, in order. */
  decal?: boolean;
}

export interface Stroke {
  a: Vec3;
  b: Vec3;
  /** Width in millimetres. */
  width: number;
  paint: Paint;
  /** When set, the stroke lies on a surface and is seen only from this side. */
  side?: Vec3;
}

/** One sortable object: its faces and strokes are painted together. */
export interface Part {
  faces: Face[];
  strokes: Stroke[];
  /** Tie-break between parts at the same depth (higher is painted later). */
  layer: number;
}

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const normalize = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Newell's method: the normal of a planar polygon, by its winding. */
function polygonNormal(pts: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  pts.forEach((p, i) => {
    const q = pts[(i + 1) % pts.length] as Vec3;
    x += (p[1] - q[1]) * (p[2] + q[2]);
    y += (p[2] - q[2]) * (p[0] + q[0]);
    z += (p[0] - q[0]) * (p[1] + q[1]);
  });
  return normalize([x, y, z]);
}

/**
 * A prism: the cap polygon swept along `d`. Side normals come out outward whatever the
 * winding of `cap`, which is what back-face culling needs for concave profiles too.
 */
export function prism(cap: readonly Vec3[], d: Vec3, paint: Paint, capPaint: Paint = paint): Face[] {
  let base = [...cap];
  if (dot(polygonNormal(base), d) > 0) base = base.reverse();
  const n0 = polygonNormal(base);
  const top = base.map((p) => add(p, d));
  const faces: Face[] = [
    { pts: base, normal: n0, paint: capPaint },
    { pts: [...top].reverse(), normal: scale(n0, -1), paint: capPaint },
  ];
  base.forEach((p, i) => {
    const q = base[(i + 1) % base.length] as Vec3;
    faces.push({ pts: [p, q, add(q, d), add(p, d)], normal: normalize(cross(d, sub(q, p))), paint });
  });
  return faces;
}

/** A side profile (x, y) extruded across z from z0 to z1. */
export function extrudeZ(profile: readonly Vec2[], z0: number, z1: number, paint: Paint, capPaint: Paint = paint): Face[] {
  return prism(profile.map(([x, y]) => [x, y, z0] as Vec3), [0, 0, z1 - z0], paint, capPaint);
}

/**
 * A side profile extruded with rounded-looking edges: full outline in the middle band,
 * caps shrunk towards the centroid by `bevel` mm, joined by slanted bevel faces.
 */
export function bevelledZ(profile: readonly Vec2[], halfWidth: number, bevel: number, paint: Paint, zCentre = 0): Face[] {
  const cx = profile.reduce((s, p) => s + p[0], 0) / profile.length;
  const cy = profile.reduce((s, p) => s + p[1], 0) / profile.length;
  const inset = profile.map(([x, y]): Vec2 => {
    const dx = x - cx;
    const dy = y - cy;
    const l = Math.hypot(dx, dy) || 1;
    const k = Math.max(0, l - bevel) / l;
    return [cx + dx * k, cy + dy * k];
  });
  const inner = halfWidth - bevel;
  const faces = extrudeZ(profile, zCentre - inner, zCentre + inner, paint).slice(2);
  for (const sign of [1, -1]) {
    const zIn = zCentre + sign * inner;
    const zCap = zCentre + sign * halfWidth;
    const cap = inset.map(([x, y]): Vec3 => [x, y, zCap]);
    const capNormal: Vec3 = [0, 0, sign];
    faces.push({ pts: orient(cap, capNormal), normal: capNormal, paint });
    profile.forEach((p, i) => {
      const j = (i + 1) % profile.length;
      const q = profile[j] as Vec2;
      const a = inset[i] as Vec2;
      const b = inset[j] as Vec2;
      const quad: Vec3[] = [[p[0], p[1], zIn], [q[0], q[1], zIn], [b[0], b[1], zCap], [a[0], a[1], zCap]];
      // Outward: away from the profile's centre and towards the cap side.
      const mid: Vec3 = [(p[0] + q[0]) / 2 - cx, (p[1] + q[1]) / 2 - cy, 0];
      let n = polygonNormal(quad);
      if (dot(n, add(normalize(mid), [0, 0, sign])) < 0) n = scale(n, -1);
      faces.push({ pts: quad, normal: n, paint });
    });
  }
  return faces;
}

function orient(pts: Vec3[], normal: Vec3): Vec3[] {
  return dot(polygonNormal(pts), normal) < 0 ? [...pts].reverse() : pts;
}

/** A flat polygon seen from one side only (decals, lamps, covers). */
export function decal(pts: Vec3[], normal: Vec3, paint: Paint, flat = false): Face {
  return { pts: orient(pts, normal), normal: normalize(normal), paint, flat, decal: true };
}

/** Points of a circle of radius r around c, in the plane spanned by unit vectors u and v. */
export function circle(c: Vec3, u: Vec3, v: Vec3, r: number, n = 20, from = 0, to = Math.PI * 2): Vec3[] {
  const closed = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const count = closed ? n : n + 1;
  return Array.from({ length: count }, (_, i) => {
    const t = from + ((to - from) * i) / n;
    return add(c, add(scale(u, r * Math.cos(t)), scale(v, r * Math.sin(t))));
  });
}

/** A side-view arc band (mudguards): between radii r0 and r1 around (cx, cy), angles in degrees. */
export function arcProfile(cx: number, cy: number, r0: number, r1: number, fromDeg: number, toDeg: number, n = 8): Vec2[] {
  const pts: Vec2[] = [];
  for (let i = 0; i <= n; i++) {
    const t = ((fromDeg + ((toDeg - fromDeg) * i) / n) * Math.PI) / 180;
    pts.push([cx + r1 * Math.cos(t), cy + r1 * Math.sin(t)]);
  }
  for (let i = n; i >= 0; i--) {
    const t = ((fromDeg + ((toDeg - fromDeg) * i) / n) * Math.PI) / 180;
    pts.push([cx + r0 * Math.cos(t), cy + r0 * Math.sin(t)]);
  }
  return pts;
}

/** A closed Catmull-Rom curve through `pts`, `steps` points per segment: rounder panels. */
export function smoothProfile(pts: readonly Vec2[], steps = 2): Vec2[] {
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n] as Vec2;
  const out: Vec2[] = [];
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) => 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  return out;
}
