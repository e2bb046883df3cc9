/**
 * The catalogue's models a stock form picks from (add a vehicle, add a booking): asked for
 * when the form opens, with the list's own loading and failure states until they are here.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StockKind } from '#contract/stock.ts';
import { ListState } from '../ui/list-state.tsx';
import { stockKindsQuery } from './stock-queries.ts';

export function WithStockKinds({ children }: { children: (kinds: readonly StockKind[]) => ReactNode }) {
  const kinds = useQuery(stockKindsQuery);
  if (kinds.data) return children(kinds.data);
  return <ListState rows={kinds.data} failed={!!kinds.error} failedText="Failed to load the models. Please try again." emptyText="" retry={() => void kinds.refetch()} />;
}
