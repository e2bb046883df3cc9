/**
 * One vehicle opened from the list: what it is, and every change to it with who made it and
 * when (IST), oldest first, as the server's history keeps them. With no signal, what the
 * list kept on the device says of it, and that its history and changes need a connection.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatIndianDate } from '#contract/ist-date.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import {
  blockReasonLabels, stockPaths, vehicleStatusLabels, vehicleStatuses, type StockHistoryEntry, type VehicleRecord, type VehicleStatus,
} from '#contract/stock.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useOnline } from '../../ui/use-online.ts';
import { adminRead } from '../data/admin-read.ts';
import { ListState } from '../ui/list-state.tsx';
import { isIsoDay } from './day-field.tsx';
import { HistoryList } from './history-list.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { statusText } from './stock-words.ts';

const statusWord = (value: unknown) =>
  vehicleStatuses.includes(value as VehicleStatus) ? vehicleStatusLabels[value as VehicleStatus] : 'another status';
const dateWord = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? ` on ${formatIndianDate(value)}` : '');

/** A history entry in words ("In stock → Blocked — Damage"), never its stored type. */
function changeText(entry: StockHistoryEntry, place: (id: number) => string): string {
  const d = entry.data;
  switch (entry.type) {
    case 'added':
      return d.status === 'in-transit' ? `Added, in transit, expected${dateWord(d.expectedOn)}` : `Added, in stock${dateWord(d.arrivedOn)}`;
    case 'status': {
      const reason = d.to === 'blocked' && typeof d.reason === 'string' ? ` — ${blockReasonLabels[d.reason as keyof typeof blockReasonLabels] ?? d.reason}` : '';
      return `${statusWord(d.from)} → ${statusWord(d.to)}${reason}${dateWord(d.date)}`;
    }
    case 'transferred':
      return `Moved from ${place(Number(d.from))} to ${place(Number(d.to))}`;
    case 'allotted':
      return 'Allotted to a booking';
    case 'released':
      return 'Let go by its booking';
    default:
      return 'Changed';
  }
}

interface Props {
  vehicleId: number;
  /** The vehicle as the list shows it, shown when it cannot be read. */
  listed?: VehicleRecord | undefined;
  /**
   * What may be done to the vehicle as it now is (Managers and Owners), above its history;
   * `onStale` takes the words of a change refused because someone else's came first.
   */
  changes?: (vehicle: VehicleRecord, onStale: (text: string | undefined) => void) => ReactNode;
}

function VehicleFacts({ vehicle }: { vehicle: VehicleRecord }) {
  const { showrooms } = useSiteSettings();
  return (
    <dl className="stock-facts">
      <div><dt>Chassis number</dt><dd className="stock-vin-full">{vehicle.vin}</dd></div>
      <div><dt>Engine number</dt><dd>{vehicle.engineNo}</dd></div>
      <div><dt>Model</dt><dd>{vehicle.model} · {vehicle.variant} · {vehicle.colour}</dd></div>
      <div><dt>Showroom</dt><dd>{showroomPlaceIn(showrooms, vehicle.showroomId)}</dd></div>
      <div><dt>Status</dt><dd>{statusText(vehicle)}</dd></div>
    </dl>
  );
}

export function VehicleHistory({ vehicleId, listed, changes }: Props) {
  const { showrooms } = useSiteSettings();
  const online = useOnline();
  // Someone else's change refused this screen's: said here, above the form drawn afresh.
  const [stale, setStale] = useState<string>();
  const { data, error, refetch } = useQuery(adminRead<{ vehicle: VehicleRecord; history: StockHistoryEntry[] }>(stockPaths.vehicle(vehicleId), { fresh: true }));
  if (!data && listed && !online) {
    return (
      <div className="stock-vehicle">
        <VehicleFacts vehicle={listed} />
        <NeedsConnection id={`vehicle-${vehicleId}-offline`}>Its history and changes need a connection: this device is offline.</NeedsConnection>
      </div>
    );
  }
  if (!data) {
    return <ListState rows={undefined} failed={!!error} failedText="Failed to load this vehicle. Please try again." emptyText="" retry={() => void refetch()} />;
  }
  const { vehicle, history } = data;
  return (
    <div className="stock-vehicle">
      <VehicleFacts vehicle={vehicle} />
      {stale && <p className="admin-field-error" role="alert">{stale}</p>}
      {changes?.(vehicle, setStale)}
      <HistoryList history={history} text={(entry) => changeText(entry, (id) => showroomPlaceIn(showrooms, id))} />
    </div>
  );
}
