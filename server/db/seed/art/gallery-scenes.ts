/** Gallery pictures (1200x800): simple illustrated scenes of the showrooms and events. */
import type { GalleryItem, GalleryScene, Showcase } from '../site-media.ts';
import { placeVehicle } from './banners.ts';
import { escapeXml } from './feature-art.ts';

/** A standing person, feet at (x, y). */
function person(x: number, y: number, shirt: string, k = 1, skin = '#c68642'): string {
  const s = (n: number) => Math.round(n * k);
  return (
    `<g transform="translate(${x} ${y})">` +
    `<rect x="${s(-22)}" y="${s(-110)}" width="${s(18)}" height="${s(110)}" rx="${s(8)}" fill="#2c3440"/>` +
    `<rect x="${s(4)}" y="${s(-110)}" width="${s(18)}" height="${s(110)}" rx="${s(8)}" fill="#2c3440"/>` +
    `<rect x="${s(-32)}" y="${s(-215)}" width="${s(64)}" height="${s(115)}" rx="${s(24)}" fill="${shirt}"/>` +
    `<circle cy="${s(-245)}" r="${s(28)}" fill="${skin}"/>` +
    `<path d="M${s(-28)} ${s(-252)}a${s(28)} ${s(28)} 0 0 1 ${s(56)} 0q${s(-28)} ${s(-14)} ${s(-56)} 0z" fill="#1b1b1b"/>` +
    `</g>`
  );
}

function floorAndWall(wall: string, floor: string): string {
  return `<rect width="1200" height="800" fill="${wall}"/><rect y="560" width="1200" height="240" fill="${floor}"/><rect y="556" width="1200" height="8" fill="#000" fill-opacity=".12"/>`;
}

function bunting(): string {
  const colours = ['#d62a1e', '#ffd23f', '#1f4fa3', '#2e9e5b'];
  return Array.from({ length: 16 }, (_, i) => `<path d="M${i * 80} 40l40 50 40-50z" fill="${colours[i % 4]}"/>`).join('') + '<path d="M0 40h1200" stroke="#555" stroke-width="3"/>';
}

function signBoard(text: string, x: number, y: number, w: number, fill = '#cc0000'): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="70" rx="10" fill="${fill}"/><text x="${x + w / 2}" y="${y + 47}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="800" fill="#fff">${escapeXml(text)}</text>`;
}

const scenes: Record<GalleryScene, (v: Showcase[]) => string> = {
  showroom: (v) =>
    floorAndWall('#eef1f5', '#cfd5dc') +
    `<rect x="0" y="120" width="1200" height="330" fill="#bcd6ea"/><path d="M0 120h1200M300 120v330M600 120v330M900 120v330" stroke="#fff" stroke-width="14"/>` +
    signBoard('GURGAON TWO WHEELERS', 330, 30, 540) +
    v.map((s, i) => placeVehicle(s, -20 + i * 400, 330, 480, [20, 0, 340][i] ?? 0)).join(''),
  delivery: (v) =>
    floorAndWall('#fdf3e3', '#e6d3b8') + bunting() +
    signBoard('CONGRATULATIONS!', 380, 120, 440, '#2e9e5b') +
    placeVehicle(v[0] as Showcase, 180, 280, 620, 20) +
    person(880, 720, '#1f4fa3', 1.25) + person(1010, 720, '#d62a1e', 1.2, '#a0663a') +
    `<path d="M880 470q65 60 130 0" stroke="#f59e0b" stroke-width="16" fill="none" stroke-dasharray="2 16" stroke-linecap="round"/>`,
  'service-bay': (v) =>
    floorAndWall('#dfe4ea', '#9aa3ad') +
    `<rect x="60" y="120" width="360" height="260" fill="#c0c8d2"/><path d="M90 160h300M90 220h300M90 280h300" stroke="#6b7480" stroke-width="10"/>` +
    Array.from({ length: 6 }, (_, i) => `<rect x="${100 + i * 48}" y="${170 + (i % 2) * 60}" width="16" height="40" rx="4" fill="#cc0000"/>`).join('') +
    signBoard('SERVICE BAY 2', 760, 90, 340, '#1f4fa3') +
    `<rect x="330" y="600" width="640" height="40" rx="8" fill="#4b5563"/><rect x="360" y="640" width="30" height="90" fill="#374151"/><rect x="910" y="640" width="30" height="90" fill="#374151"/>` +
    placeVehicle(v[0] as Showcase, 340, 290, 600, 0) + person(1080, 760, '#1e3a8a', 1.2),
  event: (v) =>
    `<rect width="1200" height="800" fill="#bfe3ff"/><rect y="520" width="1200" height="280" fill="#7cc36b"/>` +
    `<path d="M100 520V260l500-120 500 120v260" fill="#fff"/><path d="M100 260l500-120 500 120" fill="none" stroke="#cc0000" stroke-width="26"/>` +
    bunting() + signBoard('CUSTOMER MEET 2025', 390, 180, 420) +
    v.map((s, i) => placeVehicle(s, 60 + i * 560, 360, 540, i ? 330 : 30)).join('') +
    person(600, 760, '#f59e0b', 1) + person(680, 770, '#0ea5e9', 0.95, '#a0663a'),
  'service-camp': (v) =>
    `<rect width="1200" height="800" fill="#d9efff"/><rect y="540" width="1200" height="260" fill="#c9c1b2"/>` +
    `<path d="M120 540V300h520v240" fill="#fff"/><path d="M80 300l300-110 300 110z" fill="#cc0000"/>` +
    signBoard('FREE SERVICE CAMP', 150, 330, 460, '#1f4fa3') +
    placeVehicle(v[0] as Showcase, 560, 330, 560, 340) + person(300, 760, '#cc0000', 1.1) + person(420, 760, '#1f2937', 1.05, '#a0663a'),
  'test-ride': (v) =>
    `<rect width="1200" height="800" fill="#ffe7c2"/><circle cx="980" cy="160" r="90" fill="#ffb347"/><rect y="520" width="1200" height="280" fill="#4b5563"/>` +
    `<path d="M0 660h1200" stroke="#fff" stroke-width="10" stroke-dasharray="60 40"/>` +
    signBoard('TEST RIDE DAY', 80, 80, 360) + placeVehicle(v[0] as Showcase, 300, 250, 700, 10) + person(180, 740, '#2e9e5b', 1.1),
  festive: (v) =>
    `<rect width="1200" height="800" fill="#2a0f3d"/><rect y="560" width="1200" height="240" fill="#5b2a1a"/>` +
    Array.from({ length: 10 }, (_, i) => `<path d="M${80 + i * 115} 600q20-30 40 0z" fill="#f59e0b"/><path d="M${100 + i * 115} 590q-8-22 0-36 8 14 0 36z" fill="#ffd23f"/>`).join('') +
    Array.from({ length: 24 }, (_, i) => `<circle cx="${25 + i * 50}" cy="${60 + (i % 2) * 18}" r="8" fill="${['#ffd23f', '#ff6b6b', '#7dd3fc'][i % 3]}"/>`).join('') +
    signBoard('HAPPY DIWALI', 420, 120, 360, '#b45309') + placeVehicle(v[0] as Showcase, 260, 260, 680, 20),
  team: () =>
    floorAndWall('#eef1f5', '#cfd5dc') + signBoard('OUR TEAM', 450, 60, 300) +
    ['#cc0000', '#1f4fa3', '#cc0000', '#1f2937', '#cc0000', '#1f4fa3', '#cc0000'].map((shirt, i) => person(180 + i * 140, 700 + (i % 2) * 20, shirt, 1.15, i % 3 ? '#c68642' : '#a0663a')).join(''),
  'ev-corner': (v) =>
    floorAndWall('#e8f7fc', '#cde7ef') + signBoard('EV EXPERIENCE ZONE', 360, 60, 480, '#0f8fb3') +
    `<rect x="1010" y="250" width="120" height="310" rx="16" fill="#0f8fb3"/><rect x="1030" y="280" width="80" height="120" rx="8" fill="#e8f7fc"/><path d="M1075 300l-22 44h20l-12 40 32-52h-20l14-32z" fill="#19b2e8"/>` +
    v.map((s, i) => placeVehicle(s, 40 + i * 470, 320, 520, i ? 340 : 20)).join(''),
};

export function gallerySvg(item: GalleryItem): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">` +
    scenes[item.scene](item.vehicles) +
    `<rect y="740" width="1200" height="60" fill="#000" fill-opacity=".45"/>` +
    `<text x="30" y="780" font-family="Arial, Helvetica, sans-serif" font-size="28" fill="#fff">${escapeXml(item.caption)}</text>` +
    `</svg>`
  );
}
