import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { bikeKey, detailLessBikes } from '../contract/api-paths.ts';
import type { Vehicle } from '../contract/catalogue-types.ts';
import { cardPicture } from '../contract/model-pictures.ts';
import { mediaUrl } from '../lib/api.ts';
import { bikeLink } from '../lib/detail-link.ts';
import { startFromPrice } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { Carousel } from '../ui/carousel.tsx';
import { pageSizeForWidth, selectionInView } from '../ui/carousel-paging.ts';
import { useViewportWidth } from '../ui/use-media-query.ts';
import { EmiModal } from '../ui/emi-modal.tsx';
import { OnroadPriceButton } from './quote/onroad-price-button.tsx';
import './listing.css';

export interface ListingProps {
  /** The read of spec 7.1: /api/bikes, /api/scooters or /api/ev. */
  path: string;
  title: string;
  description: string;
  /** spec 8: 'Failed to fetch data' (bikes), 'Failed to load scooters.' (scooters and EV). */
  errorText: string;
  /** spec 2.3: bikes open the EMI calculator; scooters and EV go to /finance with the model name. */
  emi: 'modal' | 'finance';
  /** spec 2.3: on Bikes, View Details and Angle View do nothing for XBLADE and CD110DELUXE. */
  honourDetailLess: boolean;
}

/** spec 2.3 and 4: the Bikes, Scooters and EV listings (loading, then error text or the carousel with the first model selected). */
export function Listing({ path, title, description, errorText, emi, honourDetailLess }: ListingProps) {
  usePageMeta(title, description);
  const { data, error, loading } = usePublicRead<Vehicle[]>(path);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [emiOpen, setEmiOpen] = useState(false);
  const width = useViewportWidth();
  const navigate = useNavigate();

  const models = data ?? [];
  const selectedIndex = Math.max(0, models.findIndex((m) => m.id === selectedId));
  const selected = models[selectedIndex];
  const pageSize = pageSizeForWidth(width);

  return (
    <section className="page listing">
      <h1 className="page-title">{title}</h1>
      {loading && <p className="status-text">Loading...</p>}
      {error && <p className="error-text">{errorText}</p>}
      {data && models.length === 0 && <p className="status-text">No models available right now.</p>}
      {models.length > 0 && (
        <>
          <Carousel
            mode="paging"
            items={models}
            pageSize={pageSize}
            anchorIndex={selectedIndex}
            // The details always describe a model in view: at one per page, turning the page selects.
            onPageChange={(page) => setSelectedId(models[selectionInView(selectedIndex, page, pageSize ?? 1)]!.id)}
            label={`${title} models`}
            itemKey={(m) => m.id}
            renderItem={(m, index) => (
              <button type="button" className={`model-card${m === selected ? ' is-selected' : ''}`} aria-pressed={m === selected} onClick={() => setSelectedId(m.id)}>
                {/*
                  On a phone the first card is the page's main picture (LCP); the others load
                  when shown (the server's drawing holds six cards and CSS shows one on a phone).
                */}
                <img
                  src={mediaUrl(cardPicture(m))}
                  alt=""
                  width={800}
                  height={500}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
                <span className="model-card-name">{m.name}</span>
              </button>
            )}
          />
          {selected && (
            <SelectedModel
              model={selected}
              detailLess={honourDetailLess && (detailLessBikes as readonly string[]).includes(selected.bikeName || bikeKey(selected.name))}
              onEmi={() => (emi === 'modal' ? setEmiOpen(true) : void navigate('/finance', { state: { bikeName: selected.name } }))}
            />
          )}
        </>
      )}
      {emi === 'modal' && <EmiModal open={emiOpen} onClose={() => setEmiOpen(false)} amount={selected?.price} />}
    </section>
  );
}

interface SelectedModelProps {
  model: Vehicle;
  detailLess: boolean;
  onEmi: () => void;
}

function SelectedModel({ model, detailLess, onEmi }: SelectedModelProps) {
  const details = bikeLink('/view-details', model.bikeName || model.name);
  const angle = bikeLink('/angle-view', model.bikeName || model.name);
  return (
    <article className="card model-panel" aria-labelledby="model-panel-title">
      {/* One picture per model: on a phone (one card per page) the card above shows it, and CSS hides this one, which then never loads. */}
      <div className="model-panel-media">
        <img key={model.id} src={mediaUrl(model.image)} alt={model.name} width={800} height={500} loading="lazy" />
      </div>
      <div className="model-panel-info">
        <h2 id="model-panel-title" className="model-panel-title">
          {model.name}
        </h2>
        {model.price > 0 && <p className="model-panel-price">{startFromPrice(model.price)}</p>}
        <dl className="model-specs">
          <div>
            <dt>Engine</dt>
            <dd>{model.specs.engine}</dd>
          </div>
          <div>
            <dt>Power</dt>
            <dd>{model.specs.power}</dd>
          </div>
          <div>
            <dt>Transmission</dt>
            <dd>{model.specs.transmission}</dd>
          </div>
        </dl>
        <div className="model-actions">
          <button type="button" className="btn btn-primary" onClick={onEmi}>
            EMI
          </button>
          <OnroadPriceButton bikeKey={model.bikeName || bikeKey(model.name)} modelName={model.name} />
          {detailLess ? (
            // spec 2.3: these two do nothing for the detail-less models; they stay visible as on the original site.
            <>
              <button type="button" className="btn btn-outline" aria-disabled="true" title="Details are not available for this model">
                View Details
              </button>
              <button type="button" className="btn btn-outline" aria-disabled="true" title="The 360° view is not available for this model">
                Angle View
              </button>
            </>
          ) : (
            <>
              <Link className="btn btn-outline" to={details.to} state={details.state}>
                View Details
              </Link>
              <Link className="btn btn-outline" to={angle.to} state={angle.state}>
                Angle View
              </Link>
            </>
          )}
          <a className="btn btn-dark" href={mediaUrl(model.specs.document)} target="_blank" rel="noopener noreferrer">
            E-Brochure
          </a>
        </div>
      </div>
    </article>
  );
}
