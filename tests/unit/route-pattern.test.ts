/** Router patterns come from the contract's path builders, one parameter or several. */
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../server/http/route-pattern.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { leadPaths } from '#contract/lead-api.ts';

describe('routePattern', () => {
  it('names one parameter where the builder puts its argument', () => {
    expect(routePattern(apiPaths.dealer, 'id')).toBe('/api/dealers/:id');
    expect(routePattern(leadPaths.events, 'leadId')).toBe('/api/leads/:leadId/events');
  });

  it('names several parameters in their order', () => {
    expect(routePattern(adminApiPaths.adminOnroadBands, 'schedule', 'powertrain')).toBe('/api/admin/onroad-rates/bands/:schedule/:powertrain');
  });

  it('keeps fixed arguments a builder is given first', () => {
    expect(routePattern((id: string) => adminApiPaths.vehicleStatus('scooters', id), 'id')).toBe('/api/scooters/:id/status');
  });
});
