/**
 * The stock list: a table with a header on tablets; on a phone each row is a card
 * (stock.css), its cells labelled by the words the header says, so nothing scrolls
 * sideways. The chassis opens the vehicle and its history.
 */
import type { VehicleRecord } from '#contract/stock.ts';
import { ageText, statusText, vinParts } from './stock-words.ts';

interface Props {
  vehicles: readonly VehicleRecord[];
  /** Names the showroom column when the person sees several. */
  showroomNames?: (showroomId: number) => string;
  /** Opens a vehicle with its history. */
  onOpen: (vehicle: VehicleRecord) => void;
}

export function StockTable({ vehicles, showroomNames, onOpen }: Props) {
  return (
    <table className="admin-table stock-table">
      <thead>
        <tr>
          <th scope="col">Chassis</th>
          <th scope="col">Model</th>
          <th scope="col">Variant</th>
          <th scope="col">Colour</th>
          {showroomNames && <th scope="col">Showroom</th>}
          <th scope="col">Status</th>
          <th scope="col">Days in stock</th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map((v) => {
          const vin = vinParts(v.vin);
          return (
            <tr key={v.id} className={`stock-row stock-${v.status}`}>
              <th scope="row" className="stock-vin">
                <button type="button" className="stock-vin-button" onClick={() => onOpen(v)}>
                  <span className="stock-vin-head">{vin.head}</span><span className="stock-vin-tail">{vin.tail}</span>
                </button>
              </th>
              <td data-label="Model">{v.model}</td>
              <td data-label="Variant">{v.variant}</td>
              <td data-label="Colour">{v.colour}</td>
              {showroomNames && <td data-label="Showroom">{showroomNames(v.showroomId)}</td>}
              <td data-label="Status" className="stock-status">{statusText(v)}</td>
              <td data-label="Days in stock">{ageText(v.daysInStock)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
