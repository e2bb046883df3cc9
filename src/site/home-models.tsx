import { Link } from 'react-router-dom';
import { apiPaths } from '../contract/api-paths.ts';
import type { Vehicle } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { bikeLink } from '../lib/detail-link.ts';
import { startFromPrice } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import './home-models.css';

/** spec 2.3 and 9: the home page previews 3 models. */
export const previewCount = 3;

export function HomeModels() {
  const { data, error, loading } = usePublicRead<Vehicle[]>(apiPaths.bikes);
  return (
    <section className="home-section home-models" aria-labelledby="home-models-title">
      <h2 id="home-models-title" className="section-title">
        Popular Models
      </h2>
      {loading && <p className="status-text">Loading...</p>}
      {error && <p className="error-text">Failed to fetch data</p>}
      {data && (
        <ul className="home-model-grid">
          {data.slice(0, previewCount).map((v) => {
            const link = bikeLink('/view-details', v.bikeName || v.name);
            return (
              <li key={v.id} className="card home-model">
                <img src={mediaUrl(v.image)} alt={v.name} width={800} height={500} loading="lazy" />
                <h3>{v.name}</h3>
                <p className="home-model-spec">{v.specs.engine}</p>
                {v.price > 0 && <p className="home-model-price">{startFromPrice(v.price)}</p>}
                <Link className="btn btn-outline" to={link.to} state={link.state}>
                  View Details
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <p className="home-models-more">
        <Link className="btn btn-primary" to="/motorcycle">
          See all motorcycles
        </Link>
      </p>
    </section>
  );
}
