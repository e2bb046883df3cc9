/**
 * The shape of the seed catalogue as written in the data files (models/*.ts). The art
 * modules read the `look` of a model; the insertion module turns the rest into rows.
 */

export type VehicleType = 'bikes' | 'scooters' | 'ev';

/** Which drawing a model gets: the silhouettes of art/vehicle-geometry.ts. */
export type BodyStyle = 'commuter' | 'sport' | 'naked' | 'adventure' | 'scooter' | 'ev-scooter';

export interface SeedColour {
  /** The paint name shown on the COLOURS tab, e.g. 'Pearl Igneous Black'. */
  name: string;
  /** Main panel colour (#rrggbb). */
  body: string;
  /** Stripe and trim colour (#rrggbb). */
  accent: string;
}

/** The small illustrations of the FEATURES and ACCESSORIES carousels. */
export type FeatureIcon =
  | 'led-headlamp'
  | 'digital-meter'
  | 'engine'
  | 'disc-brake'
  | 'cbs'
  | 'seat'
  | 'tubeless-tyre'
  | 'storage'
  | 'charging'
  | 'smart-key'
  | 'suspension'
  | 'kill-switch'
  | 'fuel-pump'
  | 'battery'
  | 'connectivity';

export type AccessoryIcon =
  | 'seat-cover'
  | 'crash-guard'
  | 'visor'
  | 'carrier'
  | 'helmet'
  | 'body-cover'
  | 'mirror'
  | 'tank-pad'
  | 'charger'
  | 'floor-mat'
  | 'saree-guard';

export interface SeedFeature {
  heading: string;
  description: string;
  icon: FeatureIcon;
}

export interface SeedAccessory {
  heading: string;
  description: string;
  /** Genuine part number, e.g. '08P70-K0L-D00'. */
  partNo: string;
  price: number;
  icon: AccessoryIcon;
}

export interface SeedVariant {
  name: string;
  price: number;
}

/** requirements 3: the six sections of the bike detail, each an object of text values. */
export interface SeedSpecs {
  bodyDimensions: Record<string, string>;
  engineDetails: Record<string, string>;
  transmissionDetails: Record<string, string>;
  tyreDetails: Record<string, string>;
  frame: Record<string, string>;
  Electrical: Record<string, string>;
}

export interface PetrolAttributes {
  engineCc: number;
}

export interface ElectricAttributes {
  /** Rated (continuous) power in kW: the figure insurers band the third-party premium by. */
  motorKw: number;
  batteryKwh: number;
}

export interface SeedModel {
  type: VehicleType;
  /** Display name, e.g. 'SP 160'. */
  name: string;
  /** requirements 2.3: normally the name without spaces; two bikes have their own key. */
  bikeKey: string;
  /** Folder of the model's media, e.g. 'sp-160'. */
  slug: string;
  description: string;
  /** Ex-showroom price in rupees; the first variant's price. */
  price: number;
  engine: string;
  power: string;
  transmission: string;
  /**
   * What the on-road quote reads (never parsed from the display strings above): the
   * engine capacity of a petrol model, the rated motor power and battery of an electric one.
   */
  onroad: PetrolAttributes | ElectricAttributes;
  style: BodyStyle;
  /** Alloy wheels (else spoked). */
  alloys: boolean;
  specs: SeedSpecs;
  variants: SeedVariant[];
  colours: SeedColour[];
  features: SeedFeature[];
  accessories: SeedAccessory[];
}
