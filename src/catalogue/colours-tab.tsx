import { useState } from 'react';
import { apiPaths } from '../contract/api-paths.ts';
import type { Colour } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { Magnifier } from '../ui/magnifier.tsx';

/** spec 2.3 (Colours): 'AVAILABLE COLORS' thumbnails, the first selected; the selected one large with a magnifier. */
export function ColoursTab({ bikeName }: { bikeName: string }) {
  const { data, error, loading } = usePublicRead<Colour[]>(apiPaths.colours(bikeName));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (loading) return <p className="status-text">Loading tab content...</p>;
  if (error) return <p className="error-text">Failed to load colours.</p>;
  const colours = data ?? [];
  const selected = colours.find((c) => c.id === selectedId) ?? colours[0];

  return (
    <div className="colours">
      <div className="colours-picker">
        <h2 className="tab-heading">AVAILABLE COLORS</h2>
        <ul className="colour-thumbs">
          {colours.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`colour-thumb${c === selected ? ' is-selected' : ''}`}
                aria-pressed={c === selected}
                aria-label={c.name}
                title={c.name}
                onClick={() => setSelectedId(c.id)}
              >
                <img src={mediaUrl(c.image)} alt="" width={120} height={75} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
        {selected && <p className="colour-name">{selected.name}</p>}
      </div>
      {selected && (
        <div className="colours-large">
          <Magnifier key={selected.id} src={mediaUrl(selected.image)} alt={`${bikeName} in ${selected.name}`} width={800} height={500} />
        </div>
      )}
    </div>
  );
}
