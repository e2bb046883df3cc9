/**
 * The catalogue's models a stock form picks from (add a vehicle, add a booking): asked for
 * when the form opens, and read from the device's copy until they are here (offline, a
 * counter booking picks from the models last read), with the list's own loading and
 * failure states while there is neither.
 */
import type { ReactNode } from 'react';
import type { StockKind } from '#contract/stock.ts';
import { ListState } from '../ui/list-state.tsx';
import { stockKindsQuery } from './stock-queries.ts';
import { useStockList } from './use-stock-list.ts';

export function WithStockKinds({ children }: { children: (kinds: readonly StockKind[]) => ReactNode }) {
  const kinds = useStockList('kinds', stockKindsQuery);
  if (kinds.rows) return children(kinds.rows);
  if (kinds.unknown) return <p className="status-text list-state">The models were never read on this device: a booking can be made once there is a signal.</p>;
  return <ListState rows={kinds.rows} failed={kinds.sync === 'failed'} failedText="Failed to load the models. Please try again." emptyText="" retry={kinds.refetch} />;
}
