/**
 * The history of an opened vehicle or booking: each change in words, with when (IST) and
 * who, oldest first, as the server keeps them.
 */
import { formatIstDateTime } from '#contract/ist-date.ts';
import type { StockHistoryEntry } from '#contract/stock.ts';

interface Props {
  history: readonly StockHistoryEntry[];
  /** A change in words, never its stored type. */
  text: (entry: StockHistoryEntry) => string;
}

export function HistoryList({ history, text }: Props) {
  return (
    <>
      <h3 className="stock-history-heading">History</h3>
      <ol className="stock-history">
        {history.map((entry, i) => (
          <li key={i}>
            <span className="stock-history-what">{text(entry)}</span>
            <span className="stock-history-who">{formatIstDateTime(entry.at)} · {entry.byName}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
