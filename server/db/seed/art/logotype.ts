/** The model name as a logotype (name_img) and the small listing icon (bike_icon). */
import type { SeedModel } from '../catalogue-types.ts';
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

/** A 64x64 pictogram: a motorcycle or a scooter, with a bolt for the EVs. */
export function iconSvg(model: SeedModel): string {
  const colour = model.colours[0]?.body ?? '#cc0000';
  const fill = luminance(colour) < 0.55 ? colour : '#5b6068';
  const body = model.type === 'bikes'
    ? `<path d="M20 36l8-12h14l8 6-6 8H30z" fill="${fill}"/><path d="M30 22h10l-2 4H28z" fill="#222"/><path d="M44 30l6-14h4" fill="none" stroke="#333" stroke-width="3" stroke-linecap="round"/>`
    : `<path d="M16 36l4-10h16l6 10z" fill="${fill}"/><path d="M18 24h16l-2 3H18z" fill="#222"/><path d="M42 40l6-22h4l2 4-4 18z" fill="${fill}"/><path d="M48 18l2-6" stroke="#333" stroke-width="3" stroke-linecap="round"/>`;
  const bolt = model.type === 'ev' ? '<path d="M30 6l-6 10h6l-3 8 8-11h-6l3-7z" fill="#19b2e8"/>' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="14" cy="44" r="9" fill="none" stroke="#222" stroke-width="4"/><circle cx="50" cy="44" r="9" fill="none" stroke="#222" stroke-width="4"/>` +
    body +
    bolt +
    `</svg>`
  );
}
