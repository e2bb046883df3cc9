/** Wide banners: the home slider (1600x600) and the offer images (1200x675). */
import type { SeedOffer, Showcase, SliderSlide } from '../site-media.ts';
import { escapeXml } from './feature-art.ts';
import { vehicleSvg } from './vehicle-svg.ts';

const font = "font-family=\"'Segoe UI', Arial, Helvetica, sans-serif\"";

/** A vehicle view placed in a box of the banner (a nested 800x500 drawing). */
export function placeVehicle(v: Showcase, x: number, y: number, width: number, yaw: number): string {
  const height = Math.round((width * 500) / 800);
  // Each placed drawing gets its own shadow gradient id: ids must be unique in a document.
  const id = `s${x}_${y}`;
  return vehicleSvg(v.look, v.colour, yaw)
    .replace('<svg ', `<svg x="${x}" y="${y}" `)
    .replace(/width="800" height="500"/, `width="${width}" height="${height}"`)
    .replace('id="s"', `id="${id}"`)
    .replace('url(#s)', `url(#${id})`);
}

/**
 * A slide's picture: background and vehicles only. Its words and button are data drawn
 * over it as HTML by the slider (requirements 2.3), so the left side is left calm for them.
 */
export function sliderSvg(slide: SliderSlide): string {
  // One vehicle large on the right; two side by side, the second a little nearer.
  const pair = slide.vehicles.length > 1;
  const vehicles = slide.vehicles
    .map((v, i) => placeVehicle(v, pair ? 700 + i * 380 : 820, pair ? 140 + i * 60 : 80, pair ? 540 : 760, i % 2 ? 330 : 25))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".7" cy=".6" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#bg)"/><rect width="1600" height="600" fill="url(#glow)"/>` +
    `<path d="M0 520L1600 430V600H0z" fill="#000" fill-opacity=".18"/>` +
    `<path d="M620 0h90L560 600h-90zM740 0h30L620 600h-30z" fill="#fff" fill-opacity=".07"/>` +
    vehicles +
    `</svg>`
  );
}

export function offerSvg(offer: SeedOffer): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${offer.from}"/><stop offset="1" stop-color="${offer.to}"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#bg)"/>` +
    `<circle cx="900" cy="330" r="300" fill="#fff" fill-opacity=".08"/><circle cx="900" cy="330" r="210" fill="#fff" fill-opacity=".07"/>` +
    placeVehicle(offer.vehicle, 520, 170, 660, 20) +
    `<g ${font} fill="#fff">` +
    wrap(offer.title, 20).map((line, i) => `<text x="70" y="${140 + i * 64}" font-size="56" font-weight="800">${escapeXml(line)}</text>`).join('') +
    `<rect x="70" y="330" width="${offer.badge.length * 20 + 50}" height="70" rx="12" fill="#ffd23f"/>` +
    `<text x="95" y="378" font-size="34" font-weight="800" fill="#1b1c20">${escapeXml(offer.badge)}</text>` +
    `<text x="70" y="600" font-size="20" fill-opacity=".8">*T&amp;C apply. Ex-showroom prices. Offer at participating showrooms.</text>` +
    `</g></svg>`
  );
}

/** Greedy word wrap at roughly `max` characters per line. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
