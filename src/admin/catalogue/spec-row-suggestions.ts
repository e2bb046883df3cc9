/**
 * The rows a maker's specification sheet usually has, per group and type (docs/catalogue.md
 * "Specifications: the usual rows, pasting"): "Add the usual rows" puts them in with empty
 * values, and each group's label field suggests them. They are spelled as the site's Hindi
 * table spells its labels (src/catalogue/spec-label-words.ts, checked by a unit test), so a
 * Hindi page names them in Hindi with nothing more to type.
 */
import type { VehicleType } from '#contract/admin-schemas.ts';
import type { SpecGroup } from '#contract/catalogue-studio.ts';

const dimensions = ['Overall Length', 'Overall Width', 'Overall Height', 'Wheelbase', 'Ground Clearance', 'Kerb Weight', 'Fuel Tank Capacity', 'Seat Height'];
const tyres = ['Front Tyre', 'Rear Tyre', 'Front Brake', 'Rear Brake', 'Braking System'];
const frame = ['Frame Type', 'Front Suspension', 'Rear Suspension', 'Caster Angle', 'Trail'];
const petrolEngine = ['Engine Type', 'Displacement', 'Max Power', 'Max Torque', 'Bore Stroke', 'Compression Ratio', 'Fuel System', 'Starting'];
const petrolElectricals = ['Battery', 'Headlamp', 'Tail Lamp', 'Turn Signal Lamp', 'Ignition', 'Horn Type'];

export const usualSpecRows: Record<VehicleType, Record<SpecGroup, readonly string[]>> = {
  bikes: {
    bodyDimensions: dimensions,
    engineDetails: petrolEngine,
    transmissionDetails: ['Clutch', 'Transmission Type', 'Gearbox', 'Gear Pattern', 'Final Drive'],
    tyreDetails: tyres,
    frame,
    Electrical: petrolElectricals,
  },
  scooters: {
    bodyDimensions: dimensions,
    engineDetails: petrolEngine,
    transmissionDetails: ['Clutch', 'Transmission Type', 'Gearbox', 'Final Drive'],
    tyreDetails: tyres,
    frame,
    Electrical: [...petrolElectricals, 'Position Lamp'],
  },
  ev: {
    bodyDimensions: dimensions.filter((l) => l !== 'Fuel Tank Capacity'),
    engineDetails: ['Motor Type', 'Rated Power', 'Peak Power', 'Max Torque', 'Battery Capacity', 'Range', 'Charging Time', 'Top Speed'],
    transmissionDetails: ['Transmission Type', 'Drive', 'Reverse Assist', 'Riding Modes'],
    tyreDetails: tyres,
    frame,
    Electrical: ['Auxiliary Battery', 'Headlamp', 'Tail Lamp', 'Turn Signal Lamp', 'Display', 'Charging Socket'],
  },
};

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The usual labels of a group that its rows do not have yet (any case), in the sheet's order. */
export function missingUsualRows(type: VehicleType, group: SpecGroup, rows: readonly { label: string }[]): string[] {
  return usualSpecRows[type][group].filter((label) => !rows.some((r) => sameLabel(r.label, label)));
}
