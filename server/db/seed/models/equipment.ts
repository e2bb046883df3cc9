/**
 * The features and genuine accessories the models share. A model names the entries it
 * has; accessories get the model's part-number code so each part number is its own.
 */
import type { AccessoryIcon, FeatureIcon, SeedAccessory, SeedFeature } from '../seed-types.ts';

const featureLibrary = {
  ledHeadlamp: { heading: 'LED Headlamp', icon: 'led-headlamp', description: 'A bright, white LED headlamp throws a wide beam for safer night rides and draws less power than a halogen bulb.' },
  digitalMeter: { heading: 'Fully Digital Meter', icon: 'digital-meter', description: 'Speed, gear position, real-time mileage, distance to empty and a service reminder, all on one clear digital display.' },
  ecoIndicator: { heading: 'Eco Indicator', icon: 'digital-meter', description: 'A green lamp on the meter lights up when you ride economically, helping you get the most from every litre.' },
  esp: { heading: 'eSP Technology', icon: 'engine', description: 'Enhanced Smart Power reduces friction inside the engine and improves combustion for better mileage and a quieter ride.' },
  obd2b: { heading: 'OBD2B Compliant PGM-FI', icon: 'fuel-pump', description: 'Programmed fuel injection with on-board diagnostics keeps the engine clean, efficient and ready for the latest emission norms.' },
  acgStarter: { heading: 'Silent ACG Starter', icon: 'engine', description: 'The alternating current generator starts the engine without the usual whirr of a starter motor, smooth and silent every time.' },
  idlingStop: { heading: 'Idling Stop System', icon: 'kill-switch', description: 'The engine switches off at traffic signals and restarts with a twist of the throttle, saving fuel in city traffic.' },
  startKill: { heading: 'Engine Start/Stop Switch', icon: 'kill-switch', description: 'Start and stop the engine with one switch on the right handlebar, without taking your hand off the grip.' },
  cbs: { heading: 'Combi Brake System', icon: 'cbs', description: 'Pulling the left lever applies both front and rear brakes together for balanced, confident stopping.' },
  singleAbs: { heading: 'Single Channel ABS', icon: 'disc-brake', description: 'Anti-lock braking on the front wheel keeps the bike steerable under hard braking, even on loose or wet roads.' },
  dualAbs: { heading: 'Dual Channel ABS', icon: 'disc-brake', description: 'Both wheels are protected by ABS, so emergency stops stay straight and controlled on any surface.' },
  petalDisc: { heading: 'Petal Disc Brakes', icon: 'disc-brake', description: 'Wave-cut petal discs shed heat quickly and give strong, fade-free stopping power with a sporty look.' },
  longSeat: { heading: 'Long Comfortable Seat', icon: 'seat', description: 'A long, well-cushioned seat gives both rider and pillion room to sit comfortably on daily commutes.' },
  tubeless: { heading: 'Tubeless Tyres', icon: 'tubeless-tyre', description: 'Tubeless tyres lose air slowly after a puncture, so you can ride safely to the nearest service point.' },
  monoshock: { heading: 'Monoshock Suspension', icon: 'suspension', description: 'A single rear shock with adjustable preload keeps the ride planted and comfortable on broken roads.' },
  usdFork: { heading: 'Golden USD Front Fork', icon: 'suspension', description: 'Upside-down front forks with a golden finish give precise handling and a premium, race-bred look.' },
  underSeat: { heading: 'Under-Seat Storage', icon: 'storage', description: 'A roomy under-seat compartment holds a half-face helmet and daily essentials, with a light for easy access.' },
  externalFuel: { heading: 'External Fuel Lid', icon: 'fuel-pump', description: 'Refuel without getting off the scooter: the fuel lid opens from outside, behind the seat.' },
  smartKey: { heading: 'Honda Smart Key', icon: 'smart-key', description: 'Keyless ignition, smart unlock and an answer-back locator: the scooter recognises its key in your pocket.' },
  telescopic: { heading: 'Telescopic Front Suspension', icon: 'suspension', description: 'Telescopic forks soak up potholes and speed breakers for a smoother, more stable ride.' },
  usbCharger: { heading: 'USB Type-C Charger', icon: 'charging', description: 'Charge your phone on the go from the USB Type-C socket in the front glove box.' },
  swappable: { heading: 'Swappable Batteries', icon: 'battery', description: 'Two Honda Mobile Power Pack e: batteries swap in seconds at swap stations, so you never wait to charge.' },
  fixedBattery: { heading: 'Fixed Battery, Home Charging', icon: 'charging', description: 'Charge from any household socket with the portable charger; a full charge takes about six and a half hours.' },
  ridingModes: { heading: 'Three Riding Modes', icon: 'digital-meter', description: 'Econ, Standard and Sport modes let you choose between longer range and quicker acceleration.' },
  tftConnect: { heading: 'TFT Display with RoadSync', icon: 'connectivity', description: 'A colour TFT screen pairs with your phone for turn-by-turn navigation, call and message alerts.' },
  regen: { heading: 'Regenerative Braking', icon: 'battery', description: 'Closing the throttle recovers energy into the battery, adding range and smoothing deceleration.' },
  sideStandCutoff: { heading: 'Side-Stand Engine Cut-off', icon: 'kill-switch', description: 'The engine will not start while the side stand is down, a simple guard against careless starts.' },
  hazard: { heading: 'Hazard Lamp Switch', icon: 'led-headlamp', description: 'One switch flashes all four indicators to warn traffic when you stop at the roadside.' },
} satisfies Record<string, SeedFeature & { icon: FeatureIcon }>;

type FeatureKey = keyof typeof featureLibrary;

export function features(...keys: FeatureKey[]): SeedFeature[] {
  return keys.map((key) => ({ ...featureLibrary[key] }));
}

/** Part-number prefix and suffix, heading, description and price of each accessory. */
const accessoryLibrary = {
  seatCover: { prefix: '08P70', suffix: 'D00', heading: 'Seat Cover', icon: 'seat-cover', price: 650, description: 'Water-resistant, stitched seat cover that keeps the seat cool and protects it from tears.' },
  crashGuard: { prefix: '08P71', suffix: 'D10', heading: 'Crash Guard', icon: 'crash-guard', price: 1450, description: 'Powder-coated steel guard that protects the engine and your legs in a fall.' },
  legGuard: { prefix: '08P71', suffix: 'D20', heading: 'Leg Guard', icon: 'crash-guard', price: 1150, description: 'A chrome leg guard that shields the front panel and your legs from scrapes.' },
  visor: { prefix: '08R42', suffix: 'D00', heading: 'Front Visor', icon: 'visor', price: 980, description: 'A tinted visor that deflects wind blast from your chest on longer highway rides.' },
  carrier: { prefix: '08L70', suffix: 'D00', heading: 'Rear Carrier', icon: 'carrier', price: 1100, description: 'A sturdy rear carrier for a top box or a bag of groceries, bolted to the frame.' },
  helmet: { prefix: '08H10', suffix: 'H00', heading: 'Honda Helmet', icon: 'helmet', price: 1850, description: 'ISI-certified full-face helmet with a scratch-resistant visor and a washable liner.' },
  bodyCover: { prefix: '08P34', suffix: 'D00', heading: 'Body Cover', icon: 'body-cover', price: 590, description: 'A dust- and water-resistant cover that keeps the paint fresh when the vehicle is parked outside.' },
  mirror: { prefix: '88110', suffix: 'D01', heading: 'Rear View Mirror Set', icon: 'mirror', price: 720, description: 'A pair of wide-angle genuine mirrors with a chrome finish.' },
  tankPad: { prefix: '08P61', suffix: 'D00', heading: 'Tank Pad', icon: 'tank-pad', price: 450, description: 'A rubber tank pad with the Honda wing that protects the paint from zips and belt buckles.' },
  floorMat: { prefix: '08P62', suffix: 'D00', heading: 'Floor Mat', icon: 'floor-mat', price: 380, description: 'A ribbed rubber floor mat that keeps the floorboard clean and gives your feet grip.' },
  sareeGuard: { prefix: '08P72', suffix: 'D00', heading: 'Saree Guard', icon: 'saree-guard', price: 850, description: 'Keeps a saree or dupatta clear of the rear wheel: a must for a safe pillion.' },
  charger: { prefix: '08Z20', suffix: 'E00', heading: 'Portable Charger', icon: 'charger', price: 6500, description: 'A compact charger for any 15 A household socket, with a carry pouch.' },
} satisfies Record<string, Omit<SeedAccessory, 'partNo'> & { prefix: string; suffix: string; icon: AccessoryIcon }>;

type AccessoryKey = keyof typeof accessoryLibrary;

/**
 * The accessories of a model, part numbers built with the model's code (e.g. 'K0L'),
 * prices scaled by `priceFactor` for larger machines.
 */
export function accessories(code: string, keys: AccessoryKey[], priceFactor = 1): SeedAccessory[] {
  return keys.map((key) => {
    const { prefix, suffix, heading, description, price, icon } = accessoryLibrary[key];
    return { heading, description, icon, partNo: `${prefix}-${code}-${suffix}`, price: Math.round((price * priceFactor) / 10) * 10 };
  });
}
