/**
 * The images of the FEATURES and ACCESSORIES carousels: a card in the model's colour
 * with a line illustration of the feature or part (600x400).
 */
import type { AccessoryIcon, FeatureIcon, SeedColour } from '../seed-types.ts';
import { mix } from './paint.ts';

/** Icons drawn in a 200x200 box, white strokes on the card. */
const icons: Record<FeatureIcon | AccessoryIcon, string> = {
  'led-headlamp': '<path d="M70 40h40a60 60 0 0 1 0 120H70z" fill="#fff" fill-opacity=".15"/><path d="M70 40h40a60 60 0 0 1 0 120H70z"/><path d="M84 70h34M84 100h44M84 130h34"/><path d="M30 60l25 8M22 100h30M30 140l25-8" stroke-dasharray="6 6"/>',
  'digital-meter': '<rect x="25" y="45" width="150" height="110" rx="18"/><path d="M45 125a55 55 0 0 1 110 0"/><path d="M100 125l30-35"/><text x="100" y="150" font-size="22" text-anchor="middle" fill="#fff" stroke="none" font-family="Arial" font-weight="700">88.8</text>',
  engine: '<rect x="40" y="80" width="90" height="80" rx="10"/><path d="M130 95h30v50h-30M55 80V50h60v30M65 50V35M85 50V35M105 50V35"/><circle cx="85" cy="120" r="18"/>',
  'disc-brake': '<circle cx="100" cy="100" r="70"/><circle cx="100" cy="100" r="22"/><path d="M100 30v18M100 152v18M30 100h18M152 100h18M50 50l13 13M137 137l13 13M50 150l13-13M137 63l13-13"/><path d="M140 50a70 70 0 0 1 30 50h-25a45 45 0 0 0-18-32z" fill="#fff" fill-opacity=".3"/>',
  cbs: '<circle cx="55" cy="120" r="38"/><circle cx="150" cy="120" r="38"/><path d="M55 120Q100 30 150 120"/><path d="M92 58h20l-6 10"/><circle cx="100" cy="70" r="8" fill="#fff"/>',
  seat: '<path d="M25 120q15-50 70-45t80 25q10 25-20 30H40q-20 0-15-10z"/><path d="M40 150h130"/>',
  'tubeless-tyre': '<circle cx="100" cy="100" r="72"/><circle cx="100" cy="100" r="42"/><path d="M100 28v12M100 160v12M28 100h12M160 100h12M49 49l9 9M142 142l9 9M49 151l9-9M142 58l9-9"/><path d="M150 40l15-15M162 50l18-8" />',
  storage: '<path d="M30 80h140v80H30z"/><path d="M30 80l20-35h100l20 35"/><path d="M75 110a25 25 0 0 1 50 0v15H75z" fill="#fff" fill-opacity=".3"/>',
  charging: '<rect x="45" y="50" width="80" height="110" rx="12"/><path d="M125 90h25v30h-25M85 70l-18 38h22l-12 35 30-48H85l12-25z" fill="#fff" fill-opacity=".35"/>',
  'smart-key': '<rect x="55" y="30" width="90" height="140" rx="30"/><circle cx="100" cy="80" r="18"/><path d="M80 125h40M80 145h40"/><path d="M160 60a40 40 0 0 1 0 60M172 45a60 60 0 0 1 0 90"/>',
  suspension: '<path d="M100 25v25M100 150v25"/><path d="M80 50h40M80 150h40"/><path d="M85 60l30 10-30 10 30 10-30 10 30 10-30 10 30 10-30 10"/>',
  'kill-switch': '<rect x="50" y="40" width="100" height="120" rx="20"/><path d="M100 70v30"/><path d="M78 85a32 32 0 1 0 44 0"/>',
  'fuel-pump': '<rect x="40" y="40" width="80" height="130" rx="8"/><rect x="55" y="55" width="50" height="35" rx="4"/><path d="M120 80h20l15 20v50a12 12 0 0 1-24 0v-30h-11"/><path d="M80 110q-12 20 0 30q12-10 0-30z" fill="#fff" fill-opacity=".35"/>',
  battery: '<rect x="35" y="60" width="130" height="90" rx="12"/><path d="M70 60V45h20v15M110 60V45h20v15"/><path d="M65 105h20M75 95v20M115 105h20"/>',
  connectivity: '<rect x="60" y="30" width="80" height="140" rx="14"/><path d="M90 150h20"/><path d="M40 70a70 70 0 0 1 0 60M25 55a95 95 0 0 1 0 90M160 70a70 70 0 0 0 0 60M175 55a95 95 0 0 0 0 90"/>',
  'seat-cover': '<path d="M25 115q15-50 70-45t80 25q10 25-20 30H40q-20 0-15-10z" fill="#fff" fill-opacity=".25"/><path d="M45 100q40-15 110 0" stroke-dasharray="8 6"/><path d="M40 150h130"/>',
  'crash-guard': '<path d="M40 160V80q0-40 60-40t60 40v80"/><path d="M40 120h120"/><circle cx="40" cy="160" r="8"/><circle cx="160" cy="160" r="8"/>',
  visor: '<path d="M50 170l20-130q30-15 60 0l20 130z" fill="#fff" fill-opacity=".25"/><path d="M70 40l-20 130h100L130 40"/><path d="M80 150h40"/>',
  carrier: '<path d="M30 90h140l-15 30H45z"/><path d="M60 90v30M100 90v30M140 90v30M45 120l-10 45M155 120l10 45"/>',
  helmet: '<path d="M35 130a65 65 0 0 1 130 0v20H35z"/><path d="M95 95h70v35H95z" fill="#fff" fill-opacity=".3"/><path d="M60 150v15h90v-15"/>',
  'body-cover': '<path d="M25 150q10-70 60-80 30-20 60 10 30 10 30 70z" fill="#fff" fill-opacity=".2"/><path d="M60 110q40-20 90 0M45 150h140"/>',
  mirror: '<ellipse cx="75" cy="60" rx="45" ry="30"/><path d="M90 88l35 80"/><ellipse cx="150" cy="75" rx="30" ry="20" fill="#fff" fill-opacity=".25"/>',
  'tank-pad': '<path d="M60 40h80l15 60-55 70-55-70z"/><path d="M75 80h50M80 100h40M88 120h24"/>',
  charger: '<rect x="40" y="60" width="90" height="80" rx="12"/><path d="M130 100h25q15 0 15 15v45"/><path d="M55 50v10M115 50v10"/><path d="M85 75l-14 25h18l-10 25 24-33H95l8-17z" fill="#fff" fill-opacity=".35"/>',
  'floor-mat': '<path d="M40 50h120l10 110H30z"/><path d="M55 70h90M52 90h96M50 110h100M48 130h104"/>',
  'saree-guard': '<circle cx="120" cy="110" r="55"/><path d="M70 60q-30 40 0 100M60 60h20M60 160h20M70 110h-30"/>',
};

export function featureCardSvg(icon: FeatureIcon | AccessoryIcon, heading: string, colour: SeedColour): string {
  // A very light body colour would give white-on-white; darken such cards.
  const base = luminance(colour.body) > 0.6 ? mix(colour.body, '#1d2b44', 0.65) : colour.body;
  const top = mix(base, '#ffffff', 0.18);
  const bottom = mix(base, '#000000', 0.35);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="600" height="400" rx="24" fill="url(#g)"/>` +
    `<circle cx="470" cy="80" r="160" fill="#fff" fill-opacity=".06"/><circle cx="90" cy="360" r="120" fill="#fff" fill-opacity=".05"/>` +
    `<g transform="translate(200 70)" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${icons[icon]}</g>` +
    `<rect x="230" y="300" width="140" height="5" rx="2" fill="${colour.accent}"/>` +
    `<text x="300" y="352" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(heading)}</text>` +
    `</svg>`
  );
}

/** Perceived brightness of #rrggbb, 0..1. */
export function luminance(colour: string): number {
  const v = parseInt(colour.slice(1), 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
