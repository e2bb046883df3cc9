/** The whole seed catalogue in listing order: bikes, scooters, EVs. */
import type { SeedModel } from './seed-types.ts';
import { bikes } from './models/bikes.ts';
import { evs } from './models/evs.ts';
import { scooters } from './models/scooters.ts';

export const seedModels: SeedModel[] = [...bikes, ...scooters, ...evs];
