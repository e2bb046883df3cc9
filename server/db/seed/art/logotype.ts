/** The model name as a logotype (name_img). */
import type { SeedModel } from '../seed-types.ts';
import { escapeXml, luminance } from './feature-art.ts';
import { mix } from './paint.ts';

export function logotypeSvg(model: SeedModel): string {
  const name = escapeXml(model.name);
  const width = Math.max(360, 60 + model.name.length * 44);
  const colour = model.colours[0];
  const red = '#cc0000';
  // Light paints (whites, silvers) would vanish on a white page: those get graphite.
  const tint = colour && luminance(colour.body) < 0.55 ? mix(colour.body, '#000000', 0.1) : '#2a2d33';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 120" width="${width}" height="120">` +
    `<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${mix(tint, '#000000', 0.3)}"/></linearGradient></defs>` +
    `<text x="24" y="82" font-family="'Arial Black', 'Helvetica Neue', Arial, sans-serif" font-size="64" font-weight="900" font-style="italic" letter-spacing="2" fill="url(#t)">${name}</text>` +
    `<path d="M24 98h${width - 110}l-12 10H24z" fill="${red}"/>` +
    `<path d="M${width - 80} 98h56l-12 10h-56z" fill="${model.type === 'ev' ? '#19b2e8' : '#2a2d33'}"/>` +
    `</svg>`
  );
}
