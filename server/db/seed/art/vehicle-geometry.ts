/**
 * The vehicles as simple 3D geometry: side profiles extruded across the vehicle, tubes as
 * strokes, wheels as discs in the vehicle plane. One model drives the product image,
 * the colour images and every 360 frame, so they always agree.
 * Origin: ground level, midway between the axles; x forward, y up, z to the right.
 */
import type { BodyStyle, SeedModel } from '../seed-types.ts';
import { arcProfile, bevelledZ, circle, decal, extrudeZ, prism, smoothProfile, type Face, type Part, type Stroke, type Vec2, type Vec3 } from './solid-3d.ts';
import { wheel } from './wheel.ts';

export interface VehicleLook {
  style: BodyStyle;
  alloys: boolean;
  /** Brakes and rear suspension as the spec sheet states them (defaults follow the style). */
  frontDisc?: boolean;
  rearDisc?: boolean;
  monoshock?: boolean;
  /** Wheel sizes from the tyre sizes on the spec sheet (defaults follow the style). */
  front?: WheelSize;
  rear?: WheelSize;
}

/** Millimetres: overall radius, rim radius, tyre width. */
export interface WheelSize {
  r: number;
  rimR: number;
  width: number;
}

/**
 * A tyre size as printed ('80/100-18', '140/70-17', '2.75 x 17') in millimetres: rim
 * radius from the rim diameter, sidewall from width and aspect ratio.
 */
export function tyreSize(spec: string | undefined): WheelSize | undefined {
  const metric = /(\d+)\/(\d+)-(\d+)/.exec(spec ?? '');
  if (metric) {
    const [width, aspect, rim] = metric.slice(1).map(Number) as [number, number, number];
    return { rimR: Math.round(rim * 12.7), r: Math.round(rim * 12.7 + (width * aspect) / 100), width };
  }
  const inch = /(\d+(?:\.\d+)?)\s*x\s*(\d+)/.exec(spec ?? '');
  if (inch) {
    const [width, rim] = inch.slice(1).map(Number) as [number, number];
    // Inch-sized tyres have a sidewall about as tall as the tyre is wide.
    return { rimR: Math.round(rim * 12.7), r: Math.round(rim * 12.7 + width * 25.4 * 0.9), width: Math.round(width * 25.4) };
  }
  return undefined;
}

/** The look of a catalogue model, read from its own specification so drawing and data agree. */
export function lookOf(model: SeedModel): VehicleLook {
  const isDisc = (brake: string | undefined) => /disc/i.test(brake ?? '');
  return {
    style: model.style,
    alloys: model.alloys,
    frontDisc: isDisc(model.specs.tyreDetails.frontBrake),
    rearDisc: isDisc(model.specs.tyreDetails.rearBrake),
    monoshock: /mono/i.test(model.specs.frame.rearSuspension ?? ''),
    front: tyreSize(model.specs.tyreDetails.frontTyre),
    rear: tyreSize(model.specs.tyreDetails.rearTyre),
  };
}

/** The key of a look's geometry (looks with the same key draw the same vehicle). */
export const lookKey = (look: VehicleLook) => JSON.stringify([look.style, look.alloys, look.frontDisc, look.rearDisc, look.monoshock, look.front, look.rear]);

const part = (layer: number, faces: Face[], strokes: Stroke[] = []): Part => ({ faces, strokes, layer });
const tube = (a: Vec3, b: Vec3, width: number, paint: Stroke['paint']): Stroke => ({ a, b, width, paint });
/** The same part on both sides of the vehicle (z mirrored), as two sortable parts. */
const mirrored = (make: (s: 1 | -1) => Part): Part[] => [make(1), make(-1)];
const onSides = (pts: Vec2[], z: number, paint: Face['paint'], flat = false): Face[] =>
  [1, -1].map((s) => decal(pts.map(([x, y]): Vec3 => [x, y, s * z]), [0, 0, s], paint, flat));

/** A headlamp: the lens (unshaded, it glows) on a short chrome bezel seen from the side. */
function headlamp(lens: Vec3[], depth: Vec3): Face[] {
  return prism(lens, depth, 'chrome', 'lamp').map((f) => (f.paint === 'lamp' ? { ...f, flat: true } : f));
}

/** A rear-view mirror head: a thin slab, its glass facing backwards. */
function mirrorHead(x: number, y: number, z: number): Part {
  const slab: Vec2[] = [[x - 14, y - 28], [x + 12, y - 24], [x + 12, y + 30], [x - 14, y + 26]];
  const glass = circle([x - 16, y, z], [0, 0, 1.4], [0, 1, 0], 22, 10);
  return part(9, [...extrudeZ(slab, z - 45, z + 45, 'dark'), decal(glass, [-1, 0, 0], 'chrome')]);
}

export function buildVehicle(look: VehicleLook): Part[] {
  return look.style === 'scooter' || look.style === 'ev-scooter' ? scooter(look) : motorcycle(look);
}

function motorcycle({ style, alloys, frontDisc = alloys, rearDisc, monoshock, front, rear }: VehicleLook): Part[] {
  const sporty = style === 'sport' || style === 'adventure';
  const naked = style === 'naked';
  const rw = rear ?? { r: sporty ? 295 : 305, rimR: sporty ? 215 : 228, width: sporty ? 130 : 95 };
  const fw = front ?? { r: rw.r, rimR: rw.rimR, width: sporty ? 105 : 80 };
  const r = rw.r;
  const rf = fw.r;
  const parts: Part[] = [
    wheel({ x: -650, ...rw, alloys, disc: (rearDisc ?? (sporty || naked)) ? Math.min(105, rw.rimR - 60) : 0 }),
    wheel({ x: 650, ...fw, alloys, disc: frontDisc ? Math.min(125, fw.rimR - 50) : 0 }),
  ];

  // Swing arm, one per side, and the chain guard on the left.
  parts.push(...mirrored((s) => part(1, extrudeZ([[-650, r - 10], [-170, 370], [-170, 420], [-650, r + 25]], s * 60, s * 82, 'frame'))));
  parts.push(part(1, extrudeZ([[-640, r + 28], [-200, 425], [-200, 455], [-640, r + 60]], -112, -98, 'dark')));
  if (!(monoshock ?? (sporty || naked))) {
    // Twin rear shocks with coloured springs.
    parts.push(...mirrored((s) => part(2, [], [tube([-610, 345, s * 105], [-440, 760, s * 105], 26, 'chrome'), tube([-590, 395, s * 108], [-470, 690, s * 108], 42, 'accent')])));
  }

  // Engine: crankcase, finned cylinder, covers.
  const crankcase: Vec2[] = [[-210, 230], [170, 215], [260, 300], [250, 470], [120, 560], [-90, 560], [-240, 450]];
  parts.push(part(2, [...bevelledZ(crankcase, 120, 28, 'metal'), ...onSides(circle([-40, 370, 0], [1, 0, 0], [0, 1, 0], 92, 16).map(([x, y]): Vec2 => [x, y]), 121, 'chrome')]));
  const cylinder: Vec2[] = [[110, 440], [265, 395], [355, 560], [200, 625]];
  const fins: Stroke[] = [];
  for (let i = 1; i <= 5; i++) {
    const t = i / 6;
    for (const s of [1, -1]) {
      fins.push({ a: [110 + 90 * t, 440 + 185 * t, s * 86], b: [265 + 90 * t, 395 + 165 * t, s * 86], width: 7, paint: 'dark', side: [0, 0, s] });
    }
  }
  parts.push(part(2, bevelledZ(cylinder, 85, 14, 'metal'), fins));
  parts.push(part(1, [], [tube([470, 800, 0], [250, 520, 0], 55, 'frame')]));
  if (sporty) parts.push(part(3, bevelledZ([[-150, 215], [230, 205], [310, 320], [-90, 300]], 125, 20, 'dark')));

  // Exhaust on the right: header pipe, then the silencer.
  const muffler = circle([-150, 300, 160], [0, 1, 0], [0, 0, 1], sporty ? 68 : 58, 8);
  parts.push(part(4, prism(muffler, sporty ? [-380, 140, 0] : [-560, 110, 0], sporty ? 'dark' : 'chrome', 'metal'), [tube([310, 480, 60], [290, 250, 115], 34, 'chrome'), tube([290, 250, 115], [-150, 290, 155], 34, 'chrome')]));

  // Fuel tank (with shrouds on the sporty ones) and its stripe.
  const tank: Vec2[] = sporty || naked
    ? [[-40, 740], [60, 860], [230, 930], [430, 915], [530, 820], [480, 700], [300, 660], [60, 690]]
    : [[-30, 720], [80, 845], [260, 905], [430, 880], [500, 800], [470, 730], [300, 690], [60, 690]];
  const stripe: Vec2[] = sporty || naked ? [[90, 760], [440, 800], [470, 840], [120, 800]] : [[70, 760], [400, 815], [395, 845], [95, 796]];
  parts.push(part(7, [...bevelledZ(smoothProfile(tank, 2), 165, 48, 'body'), ...onSides(stripe, 166, 'accent')]));
  if (sporty || naked) {
    parts.push(part(6, [...bevelledZ([[300, 660], [480, 700], [555, 770], [520, 590], [390, 540]], 185, 30, 'body'), ...onSides([[420, 640], [520, 690], [515, 620]], 186, 'accent')]));
  }

  // Seat, side panel, tail with lamp, grab rail.
  if (sporty) {
    parts.push(part(6, bevelledZ([[-300, 800], [-20, 785], [60, 825], [0, 865], [-300, 862]], 135, 40, 'seat')));
    parts.push(part(6, bevelledZ([[-620, 880], [-320, 850], [-300, 900], [-600, 925]], 110, 35, 'seat')));
  } else {
    parts.push(part(6, bevelledZ([[-560, 800], [-300, 790], [-40, 770], [60, 805], [20, 855], [-250, 865], [-560, 862]], 140, 42, 'seat')));
  }
  parts.push(part(5, [...bevelledZ([[-420, 620], [-80, 640], [-30, 770], [-440, 790]], 125, 26, 'body'), ...onSides([[-380, 690], [-110, 700], [-100, 720], [-370, 715]], 126, 'accent')]));
  const tail: Vec2[] = sporty
    ? [[-870, 920], [-600, 870], [-380, 800], [-380, 720], [-640, 785], [-870, 890]]
    : [[-820, 790], [-560, 790], [-380, 790], [-380, 700], [-620, 720], [-820, 760]];
  parts.push(part(5, bevelledZ(tail, 105, 26, 'body')));
  const lamp: Vec2[] = sporty ? [[-900, 890], [-865, 885], [-865, 925], [-900, 920]] : [[-850, 760], [-815, 755], [-815, 800], [-850, 800]];
  parts.push(part(6, extrudeZ(lamp, -70, 70, 'tail', 'tail').map((f) => ({ ...f, flat: true }))));
  parts.push(...mirrored((s) => part(6, [], [tube([-430, 815, s * 135], [-720, sporty ? 880 : 820, s * 112], 22, 'metal')])));

  // Mudguards and the number plate holder.
  parts.push(part(3, extrudeZ(arcProfile(-650, r, r + 18, r + 40, 75, 150), -55, 55, 'dark')));
  parts.push(part(3, extrudeZ([[-850, 720], [-805, 720], [-800, 600], [-840, 590]], -90, 90, 'dark')));
  parts.push(part(3, extrudeZ(arcProfile(650, rf, rf + 16, rf + 36, 25, 150), -52, 52, sporty ? 'dark' : 'body')));

  // Front fork: one leg per side, so each sorts on its own side of the wheel.
  parts.push(...mirrored((s) => part(4, [], [
    tube([640, rf, s * 72], [578, 570, s * 72], 44, sporty ? 'gold' : 'metal'),
    tube([578, 570, s * 72], [500, 870, s * 72], 34, 'chrome'),
  ])));

  // Headlamp cowl and lens; screen and knuckle guards on the adventure bike.
  const cowl: Vec2[] = sporty ? [[500, 760], [640, 780], [700, 850], [660, 960], [540, 950], [490, 860]] : [[520, 740], [620, 760], [680, 830], [650, 930], [560, 950], [500, 880]];
  const lens = sporty || naked
    ? [[706, 800, -60], [706, 800, 60], [690, 900, 80], [690, 900, -80]] satisfies Vec3[]
    : circle([688, 845, 0], [0, 0, 1], [0, 1, 0], 72, 16);
  parts.push(part(7, [...bevelledZ(cowl, 115, 30, sporty ? 'dark' : 'body'), ...headlamp([...lens], [-24, 0, 0])]));
  // Indicators, front and rear.
  parts.push(...mirrored((s) => part(8, [], [tube([610, 880, s * 112], [640, 884, s * 175], 30, 'amber'), tube(sporty ? [-840, 880, s * 70] : [-790, 775, s * 80], sporty ? [-860, 884, s * 130] : [-815, 779, s * 140], 26, 'amber')])));
  if (style === 'adventure') {
    parts.push(part(9, extrudeZ([[600, 950], [680, 960], [640, 1260], [560, 1245]], -150, 150, 'glass')));
    parts.push(...mirrored((s) => part(8, extrudeZ([[560, 930], [640, 950], [600, 1010], [520, 990]], s * 300, s * 330, 'body'))));
  }

  // Meter, handlebar with grips and mirrors.
  parts.push(part(8, extrudeZ([[470, 930], [545, 950], [545, 1000], [470, 990]], -90, 90, 'dark')));
  parts.push(part(9, [], [tube([490, 965, -120], [490, 965, 120], 28, 'dark')]));
  parts.push(...mirrored((s) => part(9, [], [
    tube([490, 965, s * 120], [470, 990, s * 320], 26, 'dark'),
    tube([470, 990, s * 320], [465, 992, s * 390], 40, 'dark'),
    tube([480, 990, s * 240], [450, 1150, s * 280], 12, 'dark'),
  ])));
  parts.push(...mirrored((s) => mirrorHead(450, 1150, s * 300)));
  // Foot pegs.
  parts.push(...mirrored((s) => part(3, [], [tube([-80, 330, s * 100], [-80, 330, s * 215], 26, 'dark'), tube([-390, 390, s * 110], [-390, 390, s * 205], 22, 'dark')])));
  return parts;
}

function scooter({ style, alloys, frontDisc = alloys, front, rear }: VehicleLook): Part[] {
  const ev = style === 'ev-scooter';
  // Scooter rims sit deep in the tyre: the visible rim is a little larger than its seat.
  const fw = front ? { ...front, rimR: front.rimR + 6 } : { r: 235, rimR: 158, width: 90 };
  const rw = rear ? { ...rear, rimR: rear.rimR + 20 } : { r: 220, rimR: 148, width: 100 };
  const parts: Part[] = [
    wheel({ x: 630, ...fw, alloys, disc: frontDisc ? 95 : 0 }),
    wheel({ x: -630, ...rw, alloys, disc: 0, hubMotor: ev }),
  ];
  parts.push(part(3, extrudeZ(arcProfile(630, 235, 250, 270, 20, 160), -60, 60, 'body')));
  parts.push(...mirrored((s) => part(2, [], [tube([630, 235, s * 58], [560, 560, s * 58], 34, 'metal')])));

  // Apron (leg shield) and handlebar cover with the headlamp.
  const apron = smoothProfile([[405, 335], [505, 335], [600, 560], [648, 860], [580, 905], [470, 760], [410, 520]], 2);
  const garnish: Vec3[] = [[632, 700, -40], [632, 700, 40], [650, 850, 70], [650, 850, -70]];
  parts.push(part(5, [...bevelledZ(apron, 190, 55, 'body'), decal(garnish, [1, -0.1, 0], 'accent')]));
  const cover: Vec2[] = [[440, 880], [600, 895], [665, 955], [645, 1010], [470, 1030], [420, 975]];
  const lamp = circle([668, 960, 0], [0, 0, 1.7], [0, 1, 0], 42, 16);
  parts.push(part(8, [...bevelledZ(cover, 170, 40, 'body'), ...headlamp(lamp, [-18, 0, 0])]));
  parts.push(...mirrored((s) => part(9, [], [
    tube([520, 1012, s * 165], [505, 1016, s * 345], 40, 'dark'),
    tube([540, 1020, s * 200], [515, 1185, s * 250], 12, 'dark'),
  ])));
  parts.push(...mirrored((s) => mirrorHead(515, 1185, s * 270)));

  // Floorboard with its mat, and the skirt beneath it.
  parts.push(part(4, extrudeZ([[-260, 330], [430, 330], [445, 372], [-240, 380]], -150, 150, 'dark')));
  const skirt: Vec2[] = [[-300, 225], [380, 225], [440, 335], [-260, 342]];
  parts.push(part(3, [...bevelledZ(skirt, 140, 22, 'body'), ...(ev ? onSides([[-280, 245], [380, 245], [392, 268], [-275, 266]], 141, 'charge', true) : [])]));

  // Rear body over the engine (rounded: smoothed through a few control points), seat,
  // tail lamp, grab rail.
  const tailBody = smoothProfile([[-910, 660], [-800, 770], [-520, 800], [-230, 785], [-150, 640], [-230, 400], [-420, 345], [-640, 410], [-830, 520]], 2);
  const slash: Vec2[] = [[-720, 575], [-300, 665], [-295, 692], [-705, 612]];
  const badge: Face[] = [];
  if (ev) {
    // The EV's mark on each side: a battery badge with a charge bolt.
    badge.push(...onSides([[-520, 470], [-400, 470], [-400, 540], [-520, 540]], 187, 'charge', true));
    badge.push(...onSides([[-455, 480], [-480, 508], [-462, 508], [-468, 532], [-440, 500], [-458, 500]], 188, 'lamp', true));
  }
  parts.push(part(5, [...bevelledZ(tailBody, 185, 55, 'body'), ...onSides(slash, 186, ev ? 'charge' : 'accent', ev), ...badge]));
  parts.push(part(6, bevelledZ([[-850, 800], [-560, 812], [-180, 792], [-120, 822], [-170, 872], [-450, 902], [-820, 882]], 150, 45, 'seat')));
  parts.push(part(6, extrudeZ([[-918, 630], [-882, 618], [-865, 700], [-905, 722]], -95, 95, 'tail', 'tail').map((f) => ({ ...f, flat: true }))));
  parts.push(...mirrored((s) => part(6, [], [tube([-560, 860, s * 125], [-860, 830, s * 110], 24, 'metal')])));
  parts.push(part(3, extrudeZ(arcProfile(-630, 220, 238, 258, 60, 140), -58, 58, 'dark')));

  // Drive: the engine and variator case on the left, or the EV's swing arm.
  if (ev) {
    parts.push(part(2, extrudeZ([[-630, 190], [-300, 290], [-290, 340], [-630, 250]], -125, -95, 'dark')));
  } else {
    parts.push(part(2, bevelledZ([[-680, 165], [-420, 205], [-230, 290], [-200, 385], [-420, 400], [-640, 330]], 100, 25, 'metal', -40)));
    const can = circle([-470, 240, 150], [0, 1, 0], [0, 0, 1], 52, 8);
    parts.push(part(4, prism(can, [-380, 60, 0], 'dark', 'chrome'), [tube([-300, 150, 60], [-470, 225, 150], 28, 'dark')]));
  }
  parts.push(part(2, [], [tube([-600, 250, -150], [-420, 430, -150], 34, 'chrome')]));
  return parts;
}
