import { describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { reports } from '#contract/reports.ts';
import {
  inBatches, isAdminApi, isBuildAsset, isCatalogueRead, isFromAdminScreen, isMedia, navigationDenylist, pathPattern,
} from '../../sw/request-kinds.ts';

const origin = 'https://shop.example';
const url = (path: string) => new URL(path, origin);

describe('service worker request kinds', () => {
  it('serves every public read of requirements 7.1 from the catalogue cache', () => {
    const reads = [
      apiPaths.images, apiPaths.bikes, apiPaths.scooters, apiPaths.ev, apiPaths.gallery, apiPaths.offers,
      apiPaths.bikeView('Shine100'), apiPaths.variants('Shine100'), apiPaths.features('Shine100'),
      apiPaths.accessories('Shine100'), apiPaths.colours('Shine100'), apiPaths.frames('Shine100'), apiPaths.dealer(2),
      apiPaths.onroadRates,
    ];
    for (const path of reads) expect(isCatalogueRead(url(path), 'GET', origin), path).toBe(true);
  });

  it('never caches admin reads, the offline manifest, writes or other origins', () => {
    const admin = [
      adminApiPaths.me, adminApiPaths.dashboard, adminApiPaths.profile('admin'), adminApiPaths.managePrice, adminApiPaths.price('Shine 100'),
      adminApiPaths.manageAccessories, adminApiPaths.adminVehicles('bikes'), adminApiPaths.adminVehicles('scooters'), adminApiPaths.adminVehicles('ev'),
      '/api/bookingReports', '/api/ExtendedWarrantyReports', '/api/getJoyClub', '/api/resumes/3', adminApiPaths.login, adminApiPaths.logout,
      adminApiPaths.adminOnroadRates, adminApiPaths.adminOnroadBands('roadTax', 'ice'), adminApiPaths.adminOnroadOptions(1),
    ];
    for (const path of admin) {
      expect(isAdminApi(url(path).pathname), path).toBe(true);
      expect(isCatalogueRead(url(path), 'GET', origin), path).toBe(false);
    }
    expect(isCatalogueRead(url(apiPaths.offlineManifest), 'GET', origin)).toBe(false);
    expect(isCatalogueRead(url(apiPaths.bikes), 'POST', origin)).toBe(false);
    expect(isCatalogueRead(new URL(apiPaths.bikes, 'https://elsewhere.example'), 'GET', origin)).toBe(false);
    // requirements 7: maps and video are third-party embeds, never cached.
    expect(isMedia(new URL('https://maps.google.com/maps?q=1,2&output=embed'), 'GET', origin)).toBe(false);
  });

  it('treats media and hashed build files as immutable', () => {
    expect(isMedia(url('/media/models/shine-100/frame-00-abc.svg'), 'GET', origin)).toBe(true);
    expect(isMedia(url('/api/bikes'), 'GET', origin)).toBe(false);
    expect(isBuildAsset(url('/assets/admin-app-wMwKWsGs.js'), 'GET', origin)).toBe(true);
    expect(isBuildAsset(url('/index.html'), 'GET', origin)).toBe(false);
  });

  it('keeps API and media navigations away from the app shell', () => {
    const denied = (path: string) => navigationDenylist.some((re) => re.test(path));
    expect(denied('/api/bikes')).toBe(true);
    expect(denied('/media/models/x.pdf')).toBe(true);
    expect(denied('/view-details')).toBe(false);
    expect(denied('/dealers/2')).toBe(false);
    expect(denied('/finance')).toBe(false);
  });

  it('warms the catalogue in batches of six', () => {
    const batches = inBatches(Array.from({ length: 14 }, (_, i) => i), 6);
    expect(batches.map((b) => b.length)).toEqual([6, 6, 2]);
    expect(batches.flat()).toEqual(Array.from({ length: 14 }, (_, i) => i));
  });

  it('tells reads made by admin screens (network first) from visitors\' reads', () => {
    expect(isFromAdminScreen(`${origin}/admin/manage/gallery`, origin)).toBe(true);
    expect(isFromAdminScreen(`${origin}/admin`, origin)).toBe(true);
    expect(isFromAdminScreen(`${origin}/gallery`, origin)).toBe(false);
    expect(isFromAdminScreen(`${origin}/administrator-tips`, origin)).toBe(false);
    expect(isFromAdminScreen('https://elsewhere.example/admin/x', origin)).toBe(false);
    expect(isFromAdminScreen('', origin)).toBe(false);
  });

  it('takes the admin paths from the contract: every admin builder and every report of the registry', () => {
    const sample = (build: unknown) =>
      typeof build === 'string' ? build : (build as (...p: string[]) => string)(...Array<string>((build as () => string).length).fill('x 1'));
    const admin = [...Object.values(adminApiPaths).map(sample), ...reports.map((r) => r.path)];
    expect(admin.length).toBeGreaterThan(25);
    for (const path of admin) {
      const pathname = url(path).pathname;
      expect(isAdminApi(pathname), path).toBe(true);
      expect(isCatalogueRead(url(path), 'GET', origin), path).toBe(false);
    }
  });

  it('caches only the reads the contract calls public: an unknown API path goes to the network', () => {
    for (const path of ['/api/unknown', '/api/bikes/extra', '/api/dealers', '/api/admin/anything']) {
      expect(isCatalogueRead(url(path), 'GET', origin), path).toBe(false);
    }
  });

  it('matches one path segment per builder parameter, without regard to case like the server', () => {
    const dealer = pathPattern(apiPaths.dealer);
    expect(dealer.test('/api/dealers/3')).toBe(true);
    expect(dealer.test('/API/Dealers/3')).toBe(true);
    expect(dealer.test('/api/dealers/3/map')).toBe(false);
    expect(dealer.test('/api/dealers/')).toBe(false);
    const status = pathPattern(adminApiPaths.vehicleStatus);
    expect(status.test('/api/scooters/7/status')).toBe(true);
    expect(status.test('/api/scooters/status')).toBe(false);
    expect(pathPattern('/api/getOffers').test('/api/getOffers.json')).toBe(false);
  });
});
