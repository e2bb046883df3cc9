/**
 * One view of a vehicle as a complete 800x500 SVG: a soft floor shadow under the
 * projected geometry. The product image, the colour images and the 360 frames all
 * come from here, so frame 0 and the product image are the same drawing.
 */
import type { SeedColour } from '../seed-types.ts';
import { palette } from './paint.ts';
import { drawingRootAttributes, drawParts, toSvgElements, type DrawItem, type View } from './render-3d.ts';
import { buildVehicle, lookKey, type VehicleLook } from './vehicle-geometry.ts';

const vehicleViewBox = { width: 800, height: 500 } as const;
/** The camera looks slightly down on the vehicle. */
const cameraPitch = 9;

const geometryCache = new Map<string, ReturnType<typeof buildVehicle>>();

function geometry(look: VehicleLook) {
  const key = lookKey(look);
  let parts = geometryCache.get(key);
  if (!parts) {
    parts = buildVehicle(look);
    geometryCache.set(key, parts);
  }
  return parts;
}

/** The draw list of one view, in the 800x500 frame (the brochure draws it with jsPDF). */
export function vehicleDrawing(look: VehicleLook, colour: SeedColour, yawDeg: number, view: View = frameView(yawDeg)): DrawItem[] {
  return drawParts(geometry(look), palette(colour, look.alloys), view);
}

const frameView = (yawDeg: number): View => ({ yawDeg, pitchDeg: cameraPitch, scale: 0.33, cx: 400, cy: 420 });

export function vehicleSvg(look: VehicleLook, colour: SeedColour, yawDeg: number): string {
  const view = frameView(yawDeg);
  // The shadow follows the footprint: long from the side, short from the front.
  const yaw = (yawDeg * Math.PI) / 180;
  const half = 1000 * Math.abs(Math.cos(yaw)) + 260 * Math.abs(Math.sin(yaw));
  const deep = 1000 * Math.abs(Math.sin(yaw)) + 260 * Math.abs(Math.cos(yaw));
  const rx = Math.round(half * view.scale + 24);
  const ry = Math.round(deep * view.scale * Math.sin((cameraPitch * Math.PI) / 180) + 16);
  const { width, height } = vehicleViewBox;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><radialGradient id="s"><stop offset="0" stop-opacity=".38"/><stop offset="1" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${view.cx}" cy="${view.cy}" rx="${rx}" ry="${ry}" fill="url(#s)"/>` +
    `<g ${drawingRootAttributes}>` +
    toSvgElements(vehicleDrawing(look, colour, yawDeg, view)) +
    `</g></svg>`
  );
}
