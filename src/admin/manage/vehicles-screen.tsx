import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { vehicleTypes, type VehicleType } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AdminVehicle } from '#contract/catalogue-types.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { adminRead } from '../data/admin-read.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, isUnauthorized, unauthorizedToast } from '../session/api-errors.ts';
import { sendOrQueue } from './send-or-queue.ts';
import { usePendingPaths } from './use-pending-changes.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { ListState } from '../ui/list-state.tsx';

/** requirements 2.5 Manage Vehicles: the type selector's labels. */
const typeLabels: Record<VehicleType, string> = { bikes: 'Bikes', scooters: 'Scooters', ev: 'Ev' };

const nameOf = (v: AdminVehicle) => v.bikeName ?? v.scooterName ?? '';

// requirements 8: a 401 shows 'Unauthorized! Redirecting to login...', other failures their text on the page.
const vehiclesQuery = (type: VehicleType) => adminRead<AdminVehicle[]>(adminApiPaths.adminVehicles(type), { errorToast: unauthorizedToast });

/** requirements 2.5 Manage > Bikes: switch models on or off (requirements 4: status 1 active, 0 inactive). */
export function VehiclesScreen() {
  usePageMeta('Manage Vehicles');
  const queryClient = useQueryClient();
  const [type, setType] = useState<VehicleType>('bikes');
  const { data: rows, error: failure } = useQuery(vehiclesQuery(type));
  const error = failure && !isUnauthorized(failure) ? failure.message : undefined;
  const pending = usePendingPaths('admin-vehicle-status');
  const toggle = useAdminWrite({
    write: ({ type, vehicle, active }: { type: VehicleType; vehicle: AdminVehicle; active: boolean }) =>
      sendOrQueue({
        kind: 'admin-vehicle-status',
        label: `${nameOf(vehicle)} ${active ? 'on' : 'off'}`,
        method: 'PATCH',
        path: adminApiPaths.vehicleStatus(type, vehicle.id),
        body: { status: active ? 1 : 0 },
      }),
    // requirements 4: on success the local row is updated.
    onDone: (_outcome, { type, vehicle, active }) =>
      queryClient.setQueryData(vehiclesQuery(type).queryKey, (list) =>
        list?.map((v) => (v.id === vehicle.id ? { ...v, status: active ? 1 : 0 } : v)),
      ),
    done: (outcome, { vehicle, active }) =>
      outcome.status === 'sent'
        ? outcome.answer?.message || (active ? 'Vehicle activated successfully' : 'Vehicle deactivated successfully')
        : { tone: 'info', text: `Offline: ${nameOf(vehicle)} will be switched ${active ? 'on' : 'off'} when you are back online.` },
    failed: (e) => failureText(e, 'Failed to update active status'),
  });
  const busy = toggle.isPending ? toggle.variables?.vehicle.id : undefined;

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Manage Vehicles</h1>
      <label className="admin-field" style={{ maxWidth: 260 }}>
        <span>Vehicle type</span>
        <select value={type} onChange={(e) => setType(e.target.value as VehicleType)}>
          {vehicleTypes.map((t) => (
            <option key={t} value={t}>{typeLabels[t]}</option>
          ))}
        </select>
      </label>
      {error ? (
        <p className="admin-error" role="alert">{error}</p>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Models table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">S No.</th>
                <th scope="col">Model Name</th>
                <th scope="col">Active</th>
              </tr>
            </thead>
            <tbody>
              {!rows?.length ? (
                <ListState rows={rows} emptyText="No models of this type yet." columns={3} />
              ) : (
                rows.map((v, i) => (
                  <tr key={v.id}>
                    <td>{i + 1}</td>
                    <td>{nameOf(v)}</td>
                    <td>
                      {/* The label around it is the 44 px touch target. */}
                      <label className="admin-check">
                        <input
                          type="checkbox"
                          checked={Number(v.status) === 1}
                          disabled={busy === v.id}
                          aria-label={`Active: ${nameOf(v)}`}
                          onChange={(e) => toggle.mutate({ type, vehicle: v, active: e.target.checked })}
                        />
                      </label>
                      {pending.has(adminApiPaths.vehicleStatus(type, v.id)) && <span className="admin-pending">pending</span>}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
