/**
 * Manage > Stock (docs/stock-and-delivery.md "The Stock screen"): the vehicles of the
 * person's showrooms as people read them (chassis with its last digits large, model,
 * variant, colour, status in words with its date or reason, days in stock), filtered by
 * showroom, status and a piece of the chassis. Managers and Owners add a vehicle by hand or
 * the maker's dispatch file, receive vehicles in transit at the gate by chassis, and change an
 * opened vehicle (arrived, PDI, block, unblock, move); Sales read only. The chassis opens a vehicle with its history. A table on tablets, cards on a phone (stock.css).
 * The list is kept on the device: with no signal it opens from there, saying how old it is,
 * and adding, receiving and changing vehicles say they need a connection.
 */
import { useId, useMemo, useState } from 'react';
import { roleMay } from '#contract/staff-roles.ts';
import { normalVin, vehicleStatuses, vehicleStatusLabels, type VehicleRecord, type VehicleStatus } from '#contract/stock.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useOnline } from '../../ui/use-online.ts';
import { Modal } from '../../ui/modal.tsx';
import { useStaffRole } from '../session/use-staff-role.ts';
import { CopySyncLine } from '../ui/copy-sync-line.tsx';
import { ListState } from '../ui/list-state.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { stockVehiclesQuery } from './stock-queries.ts';
import { WithStockKinds } from './with-stock-kinds.tsx';
import { StockTable } from './stock-table.tsx';
import { vinParts } from './stock-words.ts';
import { DispatchFileForm } from './dispatch-file-form.tsx';
import { GateReceiveForm } from './gate-receive-form.tsx';
import { VehicleAddForm } from './vehicle-add-form.tsx';
import { VehicleChangeForm } from './vehicle-change-form.tsx';
import { VehicleHistory } from './vehicle-history.tsx';
import { useMyShowrooms } from './my-showrooms.ts';
import { ShowroomFilter } from './showroom-filter.tsx';
import { useStockList } from './use-stock-list.ts';
import './stock.css';

export function StockScreen() {
  usePageMeta('Stock');
  const id = useId();
  const me = useStaffRole();
  const list = useStockList('vehicles', stockVehiclesQuery);
  const vehicles = list.rows;
  const online = useOnline();
  const mayChange = me.known && roleMay(me.role, 'changeStock');
  const offlineNote = mayChange && !online ? `${id}-offline` : undefined;
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [opened, setOpened] = useState<VehicleRecord>();
  const [showroom, setShowroom] = useState('');
  const [status, setStatus] = useState<VehicleStatus | ''>('');
  const [chassis, setChassis] = useState('');

  const myShowrooms = useMyShowrooms(me);
  const shown = useMemo(() => {
    const piece = normalVin(chassis);
    return vehicles?.filter((v) =>
      (!showroom || v.showroomId === Number(showroom)) && (!status || v.status === status) && (!piece || v.vin.includes(piece)));
  }, [vehicles, showroom, status, chassis]);
  const filtered = showroom !== '' || status !== '' || chassis.trim() !== '';

  return (
    <section className="admin-screen stock-screen">
      <div className="admin-actions">
        <h1 className="admin-heading stock-heading">Stock</h1>
        {mayChange && <button type="button" className="btn btn-primary admin-keep-case" disabled={!online} aria-describedby={offlineNote} onClick={() => setAdding(true)}>Add vehicle</button>}
        {mayChange && <button type="button" className="btn btn-outline admin-keep-case" disabled={!online} aria-describedby={offlineNote} onClick={() => setReceiving(true)}>Receive</button>}
        {mayChange && <button type="button" className="btn btn-outline admin-keep-case" disabled={!online} aria-describedby={offlineNote} onClick={() => setImporting(true)}>Dispatch file</button>}
      </div>
      <CopySyncLine state={list.sync} syncedAt={list.syncedAt} copy="the stock" />
      {offlineNote && <NeedsConnection id={offlineNote}>Adding, receiving and changing vehicles need a connection: this device is offline.</NeedsConnection>}
      <div className="stock-filters" role="search" aria-label="Find vehicles">
        <ShowroomFilter showroomIds={myShowrooms.ids} value={showroom} onChange={setShowroom} />
        <label className="admin-field">
          <span>Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as VehicleStatus | '')}>
            <option value="">Every status</option>
            {vehicleStatuses.map((s) => <option key={s} value={s}>{vehicleStatusLabels[s]}</option>)}
          </select>
        </label>
        <label className="admin-field">
          <span>Chassis number</span>
          <input
            type="search" className="stock-vin-input" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={21}
            aria-describedby={`${id}-hint`} value={chassis} onChange={(e) => setChassis(e.target.value)}
          />
          <span id={`${id}-hint`} className="stock-hint">Any part, such as the last digits</span>
        </label>
      </div>
      {list.unknown && <p className="status-text list-state">The stock was never read on this device: it shows once there is a signal.</p>}
      {shown && shown.length > 0 ? (
        <StockTable vehicles={shown} showroomNames={myShowrooms.nameColumn} onOpen={setOpened} />
      ) : !list.unknown && (
        <ListState
          rows={shown}
          failed={list.sync === 'failed'}
          failedText="Failed to load the stock. Please try again."
          emptyText={filtered ? 'No vehicle matches these filters.' : 'No vehicles in stock or on the way yet.'}
          retry={list.refetch}
        />
      )}
      <Modal open={!!opened} onClose={() => setOpened(undefined)} title={opened ? `Chassis …${vinParts(opened.vin).tail}` : 'Vehicle'}>
        {opened && (
          <VehicleHistory
            vehicleId={opened.id}
            listed={opened}
            changes={mayChange
              // Drawn afresh on every change of the vehicle (its version), whoever made it.
              ? (vehicle, onStale) => <VehicleChangeForm key={`${vehicle.id}-${vehicle.version}`} vehicle={vehicle} showroomIds={myShowrooms.ids} onStale={onStale} />
              : undefined}
          />
        )}
      </Modal>
      {mayChange && (
        <Modal open={receiving} onClose={() => setReceiving(false)} title="Receive at the gate">
          <GateReceiveForm />
        </Modal>
      )}
      {mayChange && (
        <Modal open={importing} onClose={() => setImporting(false)} title="Dispatch file">
          <DispatchFileForm onAdded={() => setImporting(false)} />
        </Modal>
      )}
      {mayChange && (
        <Modal open={adding} onClose={() => setAdding(false)} title="Add vehicle">
          <WithStockKinds>
            {(kinds) => <VehicleAddForm kinds={kinds} showroomIds={myShowrooms.ids} onAdded={() => setAdding(false)} />}
          </WithStockKinds>
        </Modal>
      )}
    </section>
  );
}
