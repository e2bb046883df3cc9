/** The electric scooters (type 'ev'). */
import type { SeedModel } from '../seed-types.ts';
import { defineModel, dimensions } from './define-model.ts';
import { accessories, features } from './equipment.ts';

const evTransmission = {
  transmissionType: 'Automatic, single speed',
  drive: 'In-wheel hub motor, direct drive',
  reverseAssist: 'Not available',
  ridingModes: 'Econ, Standard, Sport',
};

export const evs: SeedModel[] = [
  defineModel({
    type: 'ev',
    name: 'Activa e:',
    description: 'The Activa e: is the electric Activa: two swappable Honda Mobile Power Pack e: batteries, three riding modes and a silent, smooth hub motor. Swap your batteries in a minute and ride on.',
    price: 117000,
    engine: 'Fixed magnet synchronous motor',
    power: '6 kW peak',
    transmission: 'Automatic',
    onroad: { motorKw: 4.2, batteryKwh: 3 },
    style: 'ev-scooter',
    alloys: true,
    specs: {
      bodyDimensions: dimensions({ length: 1850, width: 715, height: 1165, wheelbase: 1310, groundClearance: 160, kerbWeight: 119, seatHeight: 770 }),
      engineDetails: { motorType: 'Fixed magnet synchronous motor, in-wheel', ratedPower: '4.2 kW', peakPower: '6 kW', maxTorque: '22 Nm', batteryCapacity: '2 x 1.5 kWh (swappable)', range: '102 km (IDC)', chargingTime: 'Swap at station in under a minute', topSpeed: '80 km/h' },
      transmissionDetails: evTransmission,
      tyreDetails: { frontTyre: '90/90-12 Tubeless', rearTyre: '100/80-10 Tubeless', frontBrake: 'Disc, 190 mm', rearBrake: 'Drum, 130 mm', brakingSystem: 'Combi Brake System with regeneration' },
      frame: { frameType: 'Under bone', frontSuspension: 'Telescopic', rearSuspension: 'Twin shock absorbers', casterAngle: '27°', trail: '80 mm' },
      Electrical: { auxiliaryBattery: '12 V, 3 Ah', headlamp: 'LED', tailLamp: 'LED', turnSignalLamp: 'LED', display: '7 inch TFT (RoadSync Duo) or 5 inch LCD', chargingSocket: 'USB Type-C' },
    },
    variants: [['Standard', 0], ['RoadSync Duo', 35000]],
    colours: [
      { name: 'Pearl Shallow Blue', body: '#5d8fc9', accent: '#1bb3e6' },
      { name: 'Pearl Misty White', body: '#eef0f2', accent: '#1bb3e6' },
      { name: 'Matte Fog Silver Metallic', body: '#a5abb3', accent: '#1bb3e6' },
      { name: 'Pearl Igneous Black', body: '#17181c', accent: '#1bb3e6' },
    ],
    features: features('swappable', 'ridingModes', 'tftConnect', 'regen'),
    accessories: accessories('K5E', ['seatCover', 'floorMat', 'helmet', 'bodyCover']),
  }),
  defineModel({
    type: 'ev',
    name: 'QC1',
    description: 'The QC1 is an easy, affordable electric scooter for short city trips. Its fixed battery charges from any home socket, and a digital meter shows range and charge at a glance.',
    price: 90022,
    engine: 'Hub motor, BLDC',
    power: '1.8 kW peak',
    transmission: 'Automatic',
    onroad: { motorKw: 1.2, batteryKwh: 1.5 },
    style: 'ev-scooter',
    alloys: false,
    specs: {
      bodyDimensions: dimensions({ length: 1820, width: 700, height: 1140, wheelbase: 1295, groundClearance: 160, kerbWeight: 89.5, seatHeight: 770 }),
      engineDetails: { motorType: 'Brushless DC hub motor', ratedPower: '1.2 kW', peakPower: '1.8 kW', maxTorque: '77 Nm', batteryCapacity: '1.5 kWh (fixed)', range: '80 km (IDC)', chargingTime: '0-80% in 4.5 h, 0-100% in 6.5 h', topSpeed: '50 km/h' },
      transmissionDetails: { ...evTransmission, ridingModes: 'Econ, Standard' },
      tyreDetails: { frontTyre: '90/90-12 Tubeless', rearTyre: '90/100-10 Tubeless', frontBrake: 'Drum, 130 mm', rearBrake: 'Drum, 130 mm', brakingSystem: 'Combi Brake System' },
      frame: { frameType: 'Under bone', frontSuspension: 'Telescopic', rearSuspension: 'Twin shock absorbers', casterAngle: '26.5°', trail: '78 mm' },
      Electrical: { auxiliaryBattery: '12 V, 3 Ah', headlamp: 'LED', tailLamp: 'LED', turnSignalLamp: '12 V, 10 W x 4', display: '5 inch LCD', chargingSocket: 'USB Type-C' },
    },
    variants: [['Standard', 0], ['Standard with Charger Kit', 2500]],
    colours: [
      { name: 'Pearl Serenity Blue', body: '#3d6fb0', accent: '#1bb3e6' },
      { name: 'Pearl Misty White', body: '#eef0f2', accent: '#1bb3e6' },
      { name: 'Matte Fog Silver Metallic', body: '#a5abb3', accent: '#1bb3e6' },
    ],
    features: features('fixedBattery', 'digitalMeter', 'usbCharger', 'underSeat'),
    accessories: accessories('K5Q', ['charger', 'seatCover', 'floorMat', 'bodyCover']),
  }),
];
