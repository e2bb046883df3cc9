/** What the home slider, the gallery and the offers page show. */
import type { VehicleLook } from './art/vehicle-geometry.ts';
import type { SeedColour } from './seed-types.ts';

export interface Showcase {
  look: VehicleLook;
  colour: SeedColour;
}

/** A slide: its picture (background and vehicles) and the words and button shown over it. */
export interface SliderSlide {
  name: string;
  kicker: string;
  headline: string;
  subline: string;
  ctaLabel: string;
  /** The page the button opens (a route of requirements 2.1). */
  ctaPath: string;
  /** Background gradient, left to right. */
  from: string;
  to: string;
  vehicles: Showcase[];
}

const red: SeedColour = { name: 'Imperial Red Metallic', body: '#b3141e', accent: '#17181c' };
const black: SeedColour = { name: 'Pearl Igneous Black', body: '#1d1f24', accent: '#d2232a' };
const blue: SeedColour = { name: 'Pearl Siren Blue', body: '#1f4fa3', accent: '#f2b705' };
const white: SeedColour = { name: 'Pearl Precious White', body: '#eef0f2', accent: '#9aa3ad' };
const evBlue: SeedColour = { name: 'Pearl Shallow Blue', body: '#5d8fc9', accent: '#1bb3e6' };
const grey: SeedColour = { name: 'Matte Axis Grey Metallic', body: '#4e535a', accent: '#f2b705' };

export const sliderSlides: SliderSlide[] = [
  {
    name: 'festive-offers',
    kicker: 'FESTIVE OFFERS',
    headline: 'Celebrate with a new ride',
    subline: 'Cash benefits up to ₹5,000, low down payment and easy EMIs on motorcycles and scooters',
    ctaLabel: 'VIEW OFFERS',
    ctaPath: '/offers',
    from: '#7a0b10',
    to: '#d62a1e',
    vehicles: [{ look: { style: 'commuter', alloys: true }, colour: black }, { look: { style: 'scooter', alloys: true }, colour: white }],
  },
  {
    name: 'service-camp',
    kicker: 'FREE SERVICE CAMP',
    headline: 'Free check-up at all our showrooms',
    subline: '25-point inspection, free wash and 10% off labour this weekend, from 09:30 AM',
    ctaLabel: 'BOOK FOR SERVICE',
    ctaPath: '/service-booking',
    from: '#10233f',
    to: '#1f4fa3',
    vehicles: [{ look: { style: 'naked', alloys: true }, colour: red }],
  },
  {
    name: 'new-launches',
    kicker: 'NEW LAUNCHES',
    headline: 'Go electric with Activa e: and QC1',
    subline: 'Swappable or home-charged: silent, smooth and ready for the city',
    ctaLabel: 'EXPLORE EV',
    ctaPath: '/ev',
    from: '#06343f',
    to: '#0f8fb3',
    vehicles: [{ look: { style: 'ev-scooter', alloys: true }, colour: evBlue }],
  },
  {
    name: 'street-fighter',
    kicker: 'PERFORMANCE',
    headline: 'Hornet 2.0 and CB200X',
    subline: 'Golden USD forks, dual-channel ABS and 184 cc of pure thrill',
    ctaLabel: 'VIEW MOTORCYCLES',
    ctaPath: '/motorcycle',
    from: '#1b1c20',
    to: '#4e535a',
    vehicles: [{ look: { style: 'sport', alloys: true }, colour: blue }, { look: { style: 'adventure', alloys: true }, colour: grey }],
  },
];

export type GalleryScene = 'showroom' | 'delivery' | 'service-bay' | 'event' | 'service-camp' | 'test-ride' | 'festive' | 'team' | 'ev-corner';

export interface GalleryItem {
  name: string;
  scene: GalleryScene;
  caption: string;
  vehicles: Showcase[];
}

export const galleryItems: GalleryItem[] = [
  { name: 'railway-road-showroom', scene: 'showroom', caption: 'Railway Road showroom', vehicles: [{ look: { style: 'commuter', alloys: true }, colour: red }, { look: { style: 'scooter', alloys: true }, colour: white }, { look: { style: 'naked', alloys: true }, colour: blue }] },
  { name: 'happy-delivery', scene: 'delivery', caption: 'A happy delivery', vehicles: [{ look: { style: 'scooter', alloys: true }, colour: red }] },
  { name: 'service-bay', scene: 'service-bay', caption: 'Service bay, Sector 18', vehicles: [{ look: { style: 'commuter', alloys: false }, colour: black }] },
  { name: 'customer-meet', scene: 'event', caption: 'Customer meet', vehicles: [{ look: { style: 'sport', alloys: true }, colour: red }, { look: { style: 'adventure', alloys: true }, colour: grey }] },
  { name: 'free-service-camp', scene: 'service-camp', caption: 'Free service camp', vehicles: [{ look: { style: 'scooter', alloys: false }, colour: blue }] },
  { name: 'test-ride-day', scene: 'test-ride', caption: 'Test ride day', vehicles: [{ look: { style: 'naked', alloys: true }, colour: grey }] },
  { name: 'diwali-celebration', scene: 'festive', caption: 'Diwali at the showroom', vehicles: [{ look: { style: 'commuter', alloys: true }, colour: blue }] },
  { name: 'our-team', scene: 'team', caption: 'Our sales and service team', vehicles: [] },
  { name: 'ev-experience-zone', scene: 'ev-corner', caption: 'EV experience zone', vehicles: [{ look: { style: 'ev-scooter', alloys: true }, colour: evBlue }, { look: { style: 'ev-scooter', alloys: false }, colour: white }] },
];

export interface SeedOffer {
  name: string;
  title: string;
  description: string;
  badge: string;
  from: string;
  to: string;
  vehicle: Showcase;
}

export const seedOffers: SeedOffer[] = [
  {
    name: 'exchange-bonus',
    title: 'Exchange Bonus on Motorcycles',
    description: 'Bring in your old two-wheeler and get an exchange bonus of up to ₹3,000 over its valuation on any new motorcycle. Valid at all our showrooms.',
    badge: 'UP TO ₹3,000',
    from: '#10233f',
    to: '#1f4fa3',
    vehicle: { look: { style: 'naked', alloys: true }, colour: red },
  },
  {
    name: 'festive-scooter-offer',
    title: 'Festive Offer on Scooters',
    description: 'Take home an Activa or Dio with a down payment from ₹7,999, EMIs from ₹2,199 and a free helmet. Finance subject to approval; offer valid while stocks last.',
    badge: 'DOWN PAYMENT ₹7,999',
    from: '#7a0b10',
    to: '#d62a1e',
    vehicle: { look: { style: 'scooter', alloys: true }, colour: white },
  },
];
