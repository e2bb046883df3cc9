/**
 * The seed's drawing code on its own: the 3D primitives face outwards, the projection
 * turns the vehicle the way the 360 viewer expects, frames are small and distinct,
 * and the brochure is a real two-page PDF that names the model and its price.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sliderSvg } from '../../server/db/seed/art/banners.ts';
import { brochurePdf } from '../../server/db/seed/art/brochure.ts';
import { escapeXml } from '../../server/db/seed/art/feature-art.ts';
import { framesOf } from '../../server/db/seed/art/frames-360.ts';
import { projector } from '../../server/db/seed/art/render-3d.ts';
import { bevelledZ, dot, extrudeZ, sub, type Face, type Vec3 } from '../../server/db/seed/art/solid-3d.ts';
import { lookOf, tyreSize } from '../../server/db/seed/art/vehicle-geometry.ts';
import { vehicleSvg } from '../../server/db/seed/art/vehicle-svg.ts';
import { seedModels } from '../../server/db/seed/catalogue.ts';
import { mediaFile } from '../../server/db/seed/media-file.ts';
import { sliderSlides } from '../../server/db/seed/site-media.ts';

const centroid = (pts: readonly Vec3[]): Vec3 => {
  const s = pts.reduce<Vec3>((a, p) => [a[0] + p[0], a[1] + p[1], a[2] + p[2]], [0, 0, 0]);
  return [s[0] / pts.length, s[1] / pts.length, s[2] / pts.length];
};

function expectOutward(faces: Face[]) {
  const middle = centroid(faces.flatMap((f) => f.pts));
  for (const f of faces) expect(dot(f.normal, sub(centroid(f.pts), middle))).toBeGreaterThan(0);
}

describe('3D primitives', () => {
  it('extrudes a profile into a closed prism whose normals point outwards, whatever the winding', () => {
    const square: [number, number][] = [[0, 0], [100, 0], [100, 50], [0, 50]];
    for (const profile of [square, [...square].reverse()]) {
      const faces = extrudeZ(profile, -20, 20, 'body');
      expect(faces).toHaveLength(2 + profile.length);
      expectOutward(faces);
    }
  });

  it('bevels a convex profile with every face pointing outwards', () => {
    const hexagon = Array.from({ length: 6 }, (_, i) => [Math.cos(i) * 100, Math.sin(i) * 60] as [number, number]);
    const faces = bevelledZ(hexagon, 40, 10, 'body');
    expect(faces.length).toBe(6 + 2 + 12);
    expectOutward(faces);
  });
});

describe('projection', () => {
  it('shows the side at yaw 0 with the front to the right, and the vehicle end-on at yaw 90', () => {
    const side = projector({ yawDeg: 0, pitchDeg: 0, scale: 1, cx: 0, cy: 0 });
    expect(side.toScreen([1000, 0, 0])[0]).toBeCloseTo(1000);
    expect(side.toScreen([0, 500, 0])[1]).toBeCloseTo(-500);
    const end = projector({ yawDeg: 90, pitchDeg: 0, scale: 1, cx: 0, cy: 0 });
    expect(end.toScreen([1000, 0, 0])[0]).toBeCloseTo(0);
    expect(Math.abs(end.rotate([1000, 0, 0])[2])).toBeCloseTo(1000);
  });

  it('looks slightly down: with a pitch, top faces turn towards the camera', () => {
    const view = projector({ yawDeg: 0, pitchDeg: 9, scale: 1, cx: 0, cy: 0 });
    expect(view.rotate([0, 1, 0])[2]).toBeGreaterThan(0.1);
  });
});

describe('tyre sizes', () => {
  it('reads metric and inch tyre sizes into wheel radii in millimetres', () => {
    // 18 inch rim: 228.6 mm radius; sidewall 80 mm x 100% = 80 mm.
    expect(tyreSize('80/100-18 Tubeless')).toEqual({ rimR: 229, r: 309, width: 80 });
    expect(tyreSize('140/70-17 Tubeless')).toEqual({ rimR: 216, r: 314, width: 140 });
    expect(tyreSize('2.75 x 17 Tubeless')).toEqual({ rimR: 216, r: 279, width: 70 });
    expect(tyreSize('Drum, 130 mm')).toBeUndefined();
  });
});

describe('360 frames', () => {
  const [bike] = seedModels.filter((m) => m.type === 'bikes');
  const [ev] = seedModels.filter((m) => m.type === 'ev');

  it('makes 36 distinct frames under 20 KB, frame 0 equal to the product view', () => {
    for (const model of [bike, ev]) {
      if (!model?.colours[0]) throw new Error('catalogue without models');
      const frames = framesOf(lookOf(model), model.colours[0]);
      expect(frames).toHaveLength(36);
      expect(new Set(frames).size).toBe(36);
      for (const f of frames) {
        expect(Buffer.byteLength(f)).toBeLessThan(20 * 1024);
        expect(f.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"')).toBe(true);
        expect(f.endsWith('</svg>')).toBe(true);
        // A floor shadow under the vehicle.
        expect(f).toContain('<ellipse');
      }
      expect(frames[0]).toBe(vehicleSvg(lookOf(model), model.colours[0], 0));
    }
  });

  it('paints the vehicle in its colour', () => {
    const model = seedModels.find((m) => m.colours[0]?.body === '#b3141e');
    if (!model?.colours[0]) throw new Error('no red model');
    const svg = vehicleSvg(lookOf(model), model.colours[0], 0);
    const other = vehicleSvg(lookOf(model), { ...model.colours[0], body: '#1f4fa3' }, 0);
    expect(svg).not.toBe(other);
  });

  it('draws brakes and rear suspension as the spec sheet states them', () => {
    const byName = (name: string) => {
      const model = seedModels.find((m) => m.name === name);
      if (!model) throw new Error(`no ${name}`);
      return lookOf(model);
    };
    expect(byName('Shine 100')).toMatchObject({ frontDisc: false, rearDisc: false, monoshock: false });
    expect(byName('SP 160')).toMatchObject({ frontDisc: true, rearDisc: true, monoshock: true });
    expect(byName('Unicorn')).toMatchObject({ frontDisc: true, rearDisc: false, monoshock: true });
    const colour = { name: 'Test', body: '#b3141e', accent: '#17181c' };
    // A front disc is one more visible shape in the side view.
    const drum = vehicleSvg({ ...byName('Shine 100') }, colour, 0);
    const disc = vehicleSvg({ ...byName('Shine 100'), frontDisc: true }, colour, 0);
    expect(disc.split('<path').length).toBe(drum.split('<path').length + 1);
  });
});

describe('media files', () => {
  it('names a file after its content and keeps the id stable', () => {
    const a = mediaFile('models/x', 'frame-01', 'svg', '<svg/>');
    const b = mediaFile('models/x', 'frame-01', 'svg', '<svg/>');
    const c = mediaFile('models/x', 'frame-01', 'svg', '<svg></svg>');
    expect(a.path).toMatch(/^\/media\/models\/x\/frame-01-[0-9a-f]{10}\.svg$/);
    expect(a.path).toBe(`/media/models/x/frame-01-${a.sha256.slice(0, 10)}.svg`);
    expect(a.id).toBe(b.id);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(c.path).not.toBe(a.path);
    expect(mediaFile('b', 'x', 'pdf', new Uint8Array([37, 80, 68, 70])).contentType).toBe('application/pdf');
  });
});

describe('brochure', () => {
  it('is a small two-page PDF naming the model, its price and its spec sections', () => {
    const model = seedModels[0];
    if (!model) throw new Error('catalogue without models');
    const pdf = Buffer.from(brochurePdf(model));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(60 * 1024);
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);
    // Page contents are deflated: inflate every stream to read the text drawn.
    const text: string[] = [];
    for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
      try {
        text.push(inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1'));
      } catch {
        text.push(m[1] ?? '');
      }
    }
    const content = text.join('\n');
    expect(content).toContain(model.name.toUpperCase());
    expect(content).toContain(`Rs. ${model.price.toLocaleString('en-IN')}`);
    for (const title of ['Body Dimensions', 'Engine', 'Transmission', 'Tyres & Brakes', 'Frame & Suspension', 'Electricals']) {
      expect(content).toContain(title);
    }
  });
});

describe('slider pictures', () => {
  it('carry no words: the slider draws each slide\'s texts and button over the picture as HTML', () => {
    for (const slide of sliderSlides) {
      const svg = sliderSvg(slide);
      expect(svg, slide.name).not.toMatch(/<text\b/);
      for (const words of [slide.kicker, slide.headline, slide.subline, slide.ctaLabel]) expect(svg, slide.name).not.toContain(escapeXml(words));
      // The vehicles are still drawn: a slide is a picture, not an empty gradient.
      expect(svg, slide.name).toContain('<svg x=');
    }
  });
});
