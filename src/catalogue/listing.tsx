import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavLink } from '../ui/link.tsx';
import { bikeKey, detailLessBikes } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { EmiModal } from '../ui/emi-modal.tsx';
import { useFirstScreenFirst } from '../ui/use-first-screen-first.ts';
import { ModelCard } from './model-card.tsx';
import { inPriceBand, usefulBands, type PriceBand } from './price-bands.ts';
import './listing.css';

/** The cards drawn first where the device draws the list: a phone's first two screens. */
const cardsFirst = 4;

interface ListingProps {
  /** The read of requirements 7.1: /api/bikes, /api/scooters or /api/ev. */
  path: string;
  title: string;
  description: string;
  /** requirements 8: 'Failed to fetch data' (bikes), 'Failed to load scooters.' (scooters and EV). */
  errorText: string;
  /** requirements 2.3: bikes open the EMI calculator; scooters and EV go to /finance with the model name. */
  emi: 'modal' | 'finance';
  /** requirements 2.3: on Bikes, View Details and Angle View do nothing for XBLADE and CD110DELUXE. */
  honourDetailLess: boolean;
}

/**
 * requirements 2.3 and 4: the Bikes, Scooters and EV listings (loading, then the error text or the
 * models). Every model is a card in one list a phone scrolls and a wider screen lays out
 * in columns (the spec's carousel showed a phone one model at a time, nine taps to see
 * ten); the three types are one tap apart, and a price filter narrows a long list.
 */
export function Listing({ path, title, description, errorText, emi, honourDetailLess }: ListingProps) {
  const { t } = useLingui();
  usePageMeta(title, description);
  const { data, error, loading } = usePublicRead<Vehicle[]>(path);
  const [band, setBand] = useState<PriceBand>('all');
  const [emiFor, setEmiFor] = useState<Vehicle | null>(null);
  const navigate = useNavigate();

  const models = data ?? [];
  const bands = usefulBands(models);
  const shown = models.filter((m) => inPriceBand(m.price, band));
  // A phone's first two screens of cards first, the rest once they are painted (the CSS's
  // content-visibility then spares laying out those far below).
  const drawn = useFirstScreenFirst(shown.length, cardsFirst);
  const bandLabels: Record<PriceBand, string> = { all: t`All prices`, under1: t`Under ₹1 lakh`, '1to1.5': t`₹1 lakh to ₹1.5 lakh`, 'over1.5': t`Above ₹1.5 lakh` };

  function openEmi(model: Vehicle) {
    // requirements 2.3: scooters and EVs take the model to the finance page; its calculator starts from the price there too.
    if (emi === 'modal') setEmiFor(model);
    else void navigate('/finance', { state: { bikeName: model.name, price: model.price } });
  }

  return (
    <section className="page listing">
      <h1 className="page-title">{title}</h1>
      <nav className="listing-filters" aria-label={t`Model types`}>
        <NavLink className="filter-chip" to="/motorcycle">
          <Trans>Motorcycles</Trans>
        </NavLink>
        <NavLink className="filter-chip" to="/scooters">
          <Trans>Scooters</Trans>
        </NavLink>
        <NavLink className="filter-chip" to="/ev">
          <Trans>Electric</Trans>
        </NavLink>
      </nav>
      {bands.length > 0 && (
        <div className="listing-filters" role="group" aria-label={t`Price`}>
          {(['all', ...bands] as const).map((b) => (
            <button key={b} type="button" className="filter-chip" aria-pressed={band === b} onClick={() => setBand(b)}>
              {bandLabels[b]}
            </button>
          ))}
        </div>
      )}
      {loading && (
        <p className="status-text">
          <Trans>Loading...</Trans>
        </p>
      )}
      {error && <p className="error-text">{errorText}</p>}
      {data && models.length === 0 && (
        <p className="status-text">
          <Trans>No models available right now.</Trans>
        </p>
      )}
      {shown.length > 0 && (
        <ul className="model-grid" aria-label={t`${title}: ${shown.length} models`}>
          {shown.slice(0, drawn).map((m, index) => (
            <li key={m.id}>
              <ModelCard
                model={m}
                index={index}
                detailLess={honourDetailLess && (detailLessBikes as readonly string[]).includes(m.bikeName || bikeKey(m.name))}
                onEmi={() => openEmi(m)}
              />
            </li>
          ))}
        </ul>
      )}
      {emi === 'modal' && <EmiModal open={emiFor !== null} onClose={() => setEmiFor(null)} amount={emiFor?.price} />}
    </section>
  );
}
