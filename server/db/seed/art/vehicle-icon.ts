/**
 * The listing icon (bike_icon): the vehicle's flat side view, small. Shapes too small to
 * see at icon size are left out, which keeps the file a few kilobytes.
 */
import type { SeedColour } from '../seed-types.ts';
import { drawingRootAttributes, toSvgElements, type DrawItem } from './render-3d.ts';
import type { VehicleLook } from './vehicle-geometry.ts';
import { vehicleDrawing } from './vehicle-svg.ts';

const area = (pts: [number, number][]) =>
  Math.abs(pts.reduce((s, p, i) => {
    const q = pts[(i + 1) % pts.length] as [number, number];
    return s + p[0] * q[1] - q[0] * p[1];
  }, 0)) / 2;

const visible = (item: DrawItem) => (item.kind === 'line' ? item.width >= 6 : area(item.pts) > 150);

export function vehicleIconSvg(look: VehicleLook, colour: SeedColour): string {
  // Straight from the side (no pitch): the clearest silhouette at 64 px.
  const items = vehicleDrawing(look, colour, 0, { yawDeg: 0, pitchDeg: 0, scale: 0.33, cx: 400, cy: 440 }).filter(visible);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="40 60 720 400" width="64" height="36"><g ${drawingRootAttributes}>${toSvgElements(items)}</g></svg>`;
}
