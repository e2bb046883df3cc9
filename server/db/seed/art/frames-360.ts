/** The 360 view: 36 frames, the vehicle turned by 10 degrees per frame (requirements 2.3, 9). */
import type { SeedColour } from '../seed-types.ts';
import type { VehicleLook } from './vehicle-geometry.ts';
import { vehicleSvg } from './vehicle-svg.ts';

export const frameCount = 36;
const degreesPerFrame = 360 / frameCount;

export function framesOf(look: VehicleLook, colour: SeedColour): string[] {
  return Array.from({ length: frameCount }, (_, idx) => vehicleSvg(look, colour, idx * degreesPerFrame));
}
