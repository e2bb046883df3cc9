/**
 * The studio models' photos and 360 frames, made to weigh what a camera's do
 * (docs/offline.md "What a first visit downloads"). The offline copy keeps a 768 px WebP
 * of a photo and a 480 px WebP of a frame: a flat drawing shrinks to 2-3 KB there while a
 * camera's shot of a bike keeps its spokes, chrome, reflections and the texture of the
 * backdrop, 15-20 KB. So every picture here has detail at several scales (a seeded noise
 * field, scaled up, like the texture of paint, tyres and floor) that survives the
 * downscale, and the same seed always gives the same bytes, so two runs measure the same.
 */
import sharp from 'sharp';
import { seededRandom } from './seeded-random.ts';

export const photoSize = { width: 4000, height: 3000 } as const;
export const frameSize = { width: 1600, height: 1000 } as const;
/** How many angles a 360 view is shot from (a step of 10 degrees). */
export const turntableSteps = 36;

interface Raw { data: Buffer; info: { width: number; height: number; channels: 3 } }

/**
 * Grey noise around mid-grey with about `sigma` of spread, made at 1/`div` of the size and
 * scaled up: grain `div` pixels across, which a downscale by less than `div` keeps.
 */
async function noiseField(width: number, height: number, div: number, sigma: number, seed: number): Promise<Raw> {
  const w = Math.ceil(width / div);
  const h = Math.ceil(height / div);
  const next = seededRandom(seed);
  const data = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i += 1) {
    // Three uniforms summed: close enough to a bell curve; each channel a little apart, as a sensor's.
    const base = (next() + next() + next() - 1.5) * 2 * sigma;
    for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.max(0, Math.min(255, Math.round(128 + base + (next() - 0.5) * sigma * 0.5)));
  }
  const small = sharp(data, { raw: { width: w, height: h, channels: 3 } });
  const out = div === 1 ? small : small.resize(width, height, { kernel: 'cubic' });
  const { data: scaled } = await out.raw().toBuffer({ resolveWithObject: true });
  return { data: scaled, info: { width, height, channels: 3 } };
}

let photoTextures: Promise<Raw[]> | undefined;
let frameTextures: Promise<Raw[]> | undefined;

/** One phone-camera-sized JPEG (4000x3000) of a bike outdoors, different for every `seed`. */
export async function cameraPhoto(seed: number): Promise<Buffer> {
  const { width: w, height: h } = photoSize;
  const hue = (seed * 47) % 360;
  const x = 900 + ((seed * 137) % 400);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},30%,85%)"/><stop offset="1" stop-color="hsl(${hue},20%,45%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${bike({ cx: x + 900, ground: 2520, half: 900, wheelRx: 520, wheelRy: 520, scale: 2.6, hue })}
  </svg>`;
  photoTextures ??= Promise.all([noiseField(w, h, 8, 16, 11), noiseField(w, h, 2, 10, 12)]);
  const [coarse, fine] = await photoTextures;
  return sharp(Buffer.from(svg))
    .composite([{ input: coarse!.data, raw: coarse!.info, blend: 'overlay' }, { input: fine!.data, raw: fine!.info, blend: 'soft-light' }])
    .removeAlpha().jpeg({ quality: 92 }).toBuffer();
}

/**
 * One turntable shot of model `model`'s 360 view: a light backdrop and floor, the bike seen
 * from angle `step` of 36 (its wheels closer together as it turns end-on), with a camera's
 * texture at several scales, so no two frames of any model share bytes and each weighs
 * what a real shot does at the offline copy's width.
 */
export async function turntableFrame(model: number, step: number): Promise<Buffer> {
  const { width: w, height: h } = frameSize;
  const hue = (model * 47) % 360;
  const turn = Math.cos((2 * Math.PI * step) / turntableSteps);
  const side = Math.abs(turn);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e9e9"/><stop offset="0.72" stop-color="#f7f7f7"/><stop offset="1" stop-color="#cfcfcf"/></linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#wall)"/>
    <ellipse cx="${w / 2}" cy="880" rx="${360 + side * 330}" ry="60" fill="#9a9a9a" filter="url(#soft)"/>
    ${bike({ cx: w / 2, ground: 880, half: 150 + side * 290, wheelRx: 40 + side * 150, wheelRy: 190, scale: 1, hue, step })}
    <text x="40" y="60" font-size="28" fill="#bbb">${model}-${step}</text>
  </svg>`;
  frameTextures ??= Promise.all([noiseField(w, h, 3, 30, 21), noiseField(w, h, 2, 20, 22), noiseField(w, h, 6, 14, 23)]);
  const [coarse, fine, mottle] = await frameTextures;
  // The grain moves with the turntable: each shot's sensor noise is its own.
  const shift = ((model * turntableSteps + step) * 7919) % (w * h);
  const moved = (t: Raw) => ({ input: Buffer.concat([t.data.subarray(shift * 3), t.data.subarray(0, shift * 3)]), raw: t.info });
  return sharp(Buffer.from(svg))
    .composite([{ ...moved(coarse!), blend: 'soft-light' }, { ...moved(fine!), blend: 'soft-light' }, { ...moved(mottle!), blend: 'overlay' }])
    .removeAlpha().jpeg({ quality: 90 }).toBuffer();
}

interface BikeShape { cx: number; ground: number; half: number; wheelRx: number; wheelRy: number; scale: number; hue: number; step?: number }

/** A bike as a camera sees its parts: spoked wheels with tread, a painted tank with its highlight, engine fins, chrome exhaust, seat, bars and lamp. */
function bike({ cx, ground, half, wheelRx, wheelRy, scale: s, hue, step = 0 }: BikeShape): string {
  const axle = ground - wheelRy - 10 * s;
  const paint = `hsl(${(hue + 180) % 360},70%,40%)`;
  const wheel = (x: number) => {
    const spokes = Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * 2 * Math.PI + step * 0.17;
      return `<line x1="${x}" y1="${axle}" x2="${x + Math.cos(a) * wheelRx * 0.78}" y2="${axle + Math.sin(a) * wheelRy * 0.78}" stroke="#8d8d8d" stroke-width="${3 * s}"/>`;
    }).join('');
    return `<ellipse cx="${x}" cy="${axle}" rx="${wheelRx}" ry="${wheelRy}" fill="none" stroke="#1d1d1d" stroke-width="${48 * s}"/>
      <ellipse cx="${x}" cy="${axle}" rx="${wheelRx}" ry="${wheelRy}" fill="none" stroke="#3a3a3a" stroke-width="${40 * s}" stroke-dasharray="${9 * s} ${7 * s}"/>
      <ellipse cx="${x}" cy="${axle}" rx="${wheelRx * 0.82}" ry="${wheelRy * 0.82}" fill="none" stroke="#c7c7c7" stroke-width="${10 * s}"/>
      ${spokes}
      <ellipse cx="${x}" cy="${axle}" rx="${wheelRx * 0.42}" ry="${wheelRy * 0.42}" fill="none" stroke="#777" stroke-width="${8 * s}" stroke-dasharray="${5 * s} ${9 * s}"/>
      <ellipse cx="${x}" cy="${axle}" rx="${wheelRx * 0.14}" ry="${wheelRy * 0.14}" fill="#555"/>`;
  };
  const top = axle - wheelRy * 1.5;
  const fins = Array.from({ length: 7 }, (_, i) => `<line x1="${cx - half * 0.35}" y1="${axle - 80 * s + i * 14 * s}" x2="${cx + half * 0.2}" y2="${axle - 80 * s + i * 14 * s}" stroke="#2b2b2b" stroke-width="${5 * s}"/>`).join('');
  return `<g>
    ${wheel(cx - half)}${wheel(cx + half)}
    <path d="M${cx - half} ${axle} L${cx - half * 0.3} ${top + 60 * s} L${cx + half * 0.6} ${top + 40 * s} L${cx + half} ${axle}" fill="none" stroke="#444" stroke-width="${22 * s}"/>
    <rect x="${cx - half * 0.4}" y="${axle - 100 * s}" width="${half * 0.7}" height="${120 * s}" rx="${12 * s}" fill="#6b6b6b"/>
    ${fins}
    <path d="M${cx - half * 0.2} ${axle + 20 * s} L${cx - half * 1.1} ${axle - 10 * s}" stroke="#b5b5b5" stroke-width="${26 * s}" stroke-linecap="round"/>
    <path d="M${cx - half * 0.2} ${axle + 20 * s} L${cx - half * 1.1} ${axle - 10 * s}" stroke="#eeeeee" stroke-width="${6 * s}" stroke-linecap="round"/>
    <path d="M${cx - half * 0.35} ${top + 60 * s} Q${cx} ${top - 30 * s} ${cx + half * 0.55} ${top + 40 * s} L${cx + half * 0.3} ${top + 130 * s} L${cx - half * 0.3} ${top + 130 * s} Z" fill="${paint}"/>
    <path d="M${cx - half * 0.2} ${top + 40 * s} Q${cx} ${top} ${cx + half * 0.35} ${top + 40 * s}" fill="none" stroke="hsl(${(hue + 180) % 360},60%,75%)" stroke-width="${10 * s}"/>
    <text x="${cx - half * 0.15}" y="${top + 100 * s}" font-size="${30 * s}" fill="#f0f0f0" font-family="sans-serif">HONDA</text>
    <rect x="${cx - half * 0.85}" y="${top + 30 * s}" width="${half * 0.55}" height="${40 * s}" rx="${16 * s}" fill="#262626"/>
    <line x1="${cx + half * 0.6}" y1="${top + 40 * s}" x2="${cx + half}" y2="${axle}" stroke="#9e9e9e" stroke-width="${14 * s}"/>
    <line x1="${cx + half * 0.45}" y1="${top - 20 * s}" x2="${cx + half * 0.8}" y2="${top - 40 * s}" stroke="#202020" stroke-width="${12 * s}"/>
    <circle cx="${cx + half * 0.78}" cy="${top + 20 * s}" r="${34 * s}" fill="#dcdcdc" stroke="#555" stroke-width="${6 * s}"/>
  </g>`;
}
