/** A wheel as 3D parts: tyre tread, tyre walls, rim, spokes or alloy arms, hub, brake disc. */
import { circle, decal, prism, type Face, type Part, type Stroke, type Vec3 } from './solid-3d.ts';

interface WheelSpec {
  x: number;
  r: number;
  /** Tyre width, mm. */
  width: number;
  rimR: number;
  alloys: boolean;
  /** Brake disc radius on the right side, 0 for a drum. */
  disc: number;
  /** EV hub motor: a large hub. */
  hubMotor?: boolean;
}

const ex: Vec3 = [1, 0, 0];
const ey: Vec3 = [0, 1, 0];

export function wheel(w: WheelSpec): Part {
  const c: Vec3 = [w.x, w.r, 0];
  const half = w.width / 2;
  const n = 22;
  const tread = prism(circle([w.x, w.r, -half], ex, ey, w.r, n), [0, 0, w.width], 'tyre');
  const faces: Face[] = [...tread];
  const strokes: Stroke[] = [];
  for (const s of [1, -1]) {
    const side: Vec3 = [0, 0, s];
    const z = s * (half + 1);
    const at = (x: number, y: number, dz = 0): Vec3 => [x, y, z + s * dz];
    faces.push(decal(circle(at(c[0], c[1]), ex, ey, w.rimR, n), side, 'rim'));
    faces.push(decal(circle(at(c[0], c[1], 1), ex, ey, w.rimR - 16, n), side, 'rimInner'));
    if (w.disc && s === 1) faces.push(decal(circle(at(c[0], c[1], 3), ex, ey, w.disc, 16), side, 'metal'));
    const hubR = w.hubMotor ? w.rimR * 0.62 : w.alloys ? 42 : 55;
    if (w.alloys) {
      // Five twin arms, the look of a cast alloy.
      for (let i = 0; i < 5; i++) {
        for (const off of [-0.12, 0.12]) {
          const t = (i / 5) * Math.PI * 2 + off;
          strokes.push({ a: at(c[0], c[1], 4), b: at(c[0] + (w.rimR - 18) * Math.cos(t), c[1] + (w.rimR - 18) * Math.sin(t), 4), width: 22, paint: 'rim', side });
        }
      }
    } else if (!w.hubMotor) {
      for (let i = 0; i < 18; i++) {
        const t = (i / 18) * Math.PI * 2;
        const h = (i % 2 ? 0.25 : -0.25) + t;
        strokes.push({ a: at(c[0] + hubR * 0.8 * Math.cos(h), c[1] + hubR * 0.8 * Math.sin(h), 2), b: at(c[0] + (w.rimR - 16) * Math.cos(t), c[1] + (w.rimR - 16) * Math.sin(t), 2), width: 4, paint: 'chrome', side });
      }
    }
    faces.push(decal(circle(at(c[0], c[1], 6), ex, ey, hubR, 14), side, 'hub'));
  }
  return { faces, strokes, layer: 0 };
}
