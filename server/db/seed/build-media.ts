/**
 * Generates every seed image and brochure once per process (they are pure functions of
 * the data), so each fresh test database is seeded without redrawing anything.
 */
import { brochurePdf } from './art/brochure.ts';
import { featureCardSvg } from './art/feature-art.ts';
import { framesOf } from './art/frames-360.ts';
import { gallerySvg } from './art/gallery-scenes.ts';
import { logotypeSvg } from './art/logotype.ts';
import { offerSvg, sliderSvg } from './art/banners.ts';
import { lookOf } from './art/vehicle-geometry.ts';
import { vehicleIconSvg } from './art/vehicle-icon.ts';
import { vehicleSvg } from './art/vehicle-svg.ts';
import { seedModels } from './catalogue.ts';
import type { SeedModel } from './seed-types.ts';
import { mediaFile, type MediaFile } from './media-file.ts';
import { galleryItems, seedOffers, sliderSlides } from './site-media.ts';

export interface ModelMedia {
  image: string;
  nameImg: string;
  bikeIcon: string;
  brochure: string;
  colours: string[];
  features: string[];
  accessories: string[];
  /** Paths of frames 0..35. */
  frames: string[];
}

interface SeedMedia {
  /** Every file, each path once. */
  files: MediaFile[];
  models: Map<string, ModelMedia>;
  slider: string[];
  gallery: string[];
  offers: string[];
}

let built: SeedMedia | undefined;

export function seedMedia(): SeedMedia {
  built ??= build();
  return built;
}

function build(): SeedMedia {
  const files = new Map<string, MediaFile>();
  const keep = (file: MediaFile) => {
    files.set(file.path, file);
    return file.path;
  };
  const models = new Map<string, ModelMedia>();
  for (const model of seedModels) models.set(model.slug, modelMedia(model, keep));
  const slider = sliderSlides.map((s) => keep(mediaFile('slider', s.name, 'svg', sliderSvg(s))));
  const gallery = galleryItems.map((g) => keep(mediaFile('gallery', g.name, 'svg', gallerySvg(g))));
  const offers = seedOffers.map((o) => keep(mediaFile('offers', o.name, 'svg', offerSvg(o))));
  return { files: [...files.values()], models, slider, gallery, offers };
}

function modelMedia(model: SeedModel, keep: (file: MediaFile) => string): ModelMedia {
  const folder = `models/${model.slug}`;
  const look = lookOf(model);
  const [first] = model.colours;
  if (!first) throw new Error(`${model.name} has no colours`);
  const colourImages = model.colours.map((c, i) => keep(mediaFile(folder, `colour-${i + 1}-${slug(c.name)}`, 'svg', vehicleSvg(look, c, 0))));
  return {
    // The product image is the first colour's image (the same drawing as 360 frame 0).
    image: colourImages[0] as string,
    nameImg: keep(mediaFile(folder, 'name', 'svg', logotypeSvg(model))),
    bikeIcon: keep(mediaFile(folder, 'icon', 'svg', vehicleIconSvg(look, first))),
    brochure: keep(mediaFile(folder, `${model.slug}-e-brochure`, 'pdf', brochurePdf(model))),
    colours: colourImages,
    features: model.features.map((f, i) => keep(mediaFile(folder, `feature-${i + 1}`, 'svg', featureCardSvg(f.icon, f.heading, first)))),
    accessories: model.accessories.map((a, i) => keep(mediaFile(folder, `accessory-${i + 1}`, 'svg', featureCardSvg(a.icon, a.heading, first)))),
    frames: framesOf(look, first).map((svg, idx) => keep(mediaFile(folder, `frame-${String(idx).padStart(2, '0')}`, 'svg', svg))),
  };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
