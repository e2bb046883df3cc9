import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { vehicleTypes, type VehicleType } from '../../contract/admin-schemas.ts';
import { apiPaths } from '../../contract/api-paths.ts';
import type { AdminVehicle } from '../../contract/catalogue-types.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { isNetworkError, isUnauthorized, networkErrorText, serverMessage } from '../session/api-errors.ts';
import { unauthorizedText } from './price-screen.tsx';
import { sendOrQueue } from './send-or-queue.ts';
import { usePendingPaths } from './use-pending-changes.ts';

/** spec 2.5 Manage Vehicles: the type selector's labels. */
const typeLabels: Record<VehicleType, string> = { bikes: 'Bikes', scooters: 'Scooters', ev: 'Ev' };

const nameOf = (v: AdminVehicle) => v.bikeName ?? v.scooterName ?? '';

/** spec 2.5 Manage > Bikes: switch models on or off (spec 4: status 1 active, 0 inactive). */
export function VehiclesScreen() {
  usePageMeta('Manage Vehicles');
  const [type, setType] = useState<VehicleType>('bikes');
  const [rows, setRows] = useState<AdminVehicle[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<number>();
  const pending = usePendingPaths('admin-vehicle-status');

  useEffect(() => {
    const controller = new AbortController();
    setRows(undefined);
    setError(undefined);
    api<AdminVehicle[]>(apiPaths.adminVehicles(type), { signal: controller.signal }).then(setRows, (e: unknown) => {
      if (controller.signal.aborted) return;
      // spec 8: 401 'Unauthorized! Redirecting to login...', other failures their text on the page.
      if (isUnauthorized(e)) toast.error(unauthorizedText);
      else setError(e instanceof Error ? e.message : String(e));
    });
    return () => controller.abort();
  }, [type]);

  async function toggle(vehicle: AdminVehicle, active: boolean) {
    const status = active ? 1 : 0;
    setBusy(vehicle.id);
    try {
      const outcome = await sendOrQueue({
        kind: 'admin-vehicle-status',
        label: `${nameOf(vehicle)} ${active ? 'on' : 'off'}`,
        method: 'PATCH',
        path: apiPaths.vehicleStatus(type, vehicle.id),
        body: { status },
      });
      // spec 4: on success the local row is updated.
      setRows((list) => list?.map((v) => (v.id === vehicle.id ? { ...v, status } : v)));
      const done = active ? 'Vehicle activated successfully' : 'Vehicle deactivated successfully';
      if (outcome.status === 'sent') toast.success(outcome.answer?.message || done);
      else toast.info(`Offline: ${nameOf(vehicle)} will be switched ${active ? 'on' : 'off'} when you are back online.`);
    } catch (e) {
      toast.error(isNetworkError(e) ? networkErrorText : serverMessage(e, 'Failed to update active status'));
    } finally {
      setBusy(undefined);
    }
  }

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
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">S No.</th>
                <th scope="col">Model Name</th>
                <th scope="col">Active</th>
              </tr>
            </thead>
            <tbody>
              {!rows ? (
                <tr><td colSpan={3} className="admin-table-note">Loading...</td></tr>
              ) : (
                rows.map((v, i) => (
                  <tr key={v.id}>
                    <td>{i + 1}</td>
                    <td>{nameOf(v)}</td>
                    <td>
                      <input
                        type="checkbox"
                        checked={Number(v.status) === 1}
                        disabled={busy === v.id}
                        aria-label={`Active: ${nameOf(v)}`}
                        onChange={(e) => void toggle(v, e.target.checked)}
                      />
                      {pending.has(apiPaths.vehicleStatus(type, v.id)) && <span className="admin-pending">pending</span>}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
