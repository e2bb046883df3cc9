import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiPaths } from '#contract/api-paths.ts';
import type { GalleryImage } from '#contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { Modal } from '../ui/modal.tsx';
import './gallery-page.css';

/** requirements 2.3 (Gallery): IMAGES grid of 1 to 4 columns; an image opens a preview closed by X, Escape or a click outside. */
export function GalleryPage() {
  const { t } = useLingui();
  usePageMeta(t`Gallery`, t`Photos from our showrooms, deliveries and customer events.`);
  const { data, error, loading } = usePublicRead<GalleryImage[]>(apiPaths.gallery);
  const [preview, setPreview] = useState<number | null>(null);
  const images = data ?? [];
  const current = preview === null ? undefined : images[preview];
  const shown = (preview ?? 0) + 1;
  const count = images.length;

  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>IMAGES</Trans>
      </h1>
      {loading && <p className="status-text">
          <Trans>Loading...</Trans>
        </p>}
      {error && <p className="error-text">
          <Trans>Failed to load images.</Trans>
        </p>}
      {data && images.length === 0 && <p className="status-text">
          <Trans>No images yet.</Trans>
        </p>}
      <ul className="gallery-grid">
        {images.map((img, i) => {
          const number = i + 1;
          return (
          <li key={img.id}>
            <button type="button" className="gallery-tile" onClick={() => setPreview(i)} aria-label={t`Open image ${number} of ${count}`}>
              <img src={mediaUrl(img.image_path)} alt={t`Gallery image ${number}`} width={600} height={400} loading="lazy" />
            </button>
          </li>
          );
        })}
      </ul>
      <Modal open={current !== undefined} onClose={() => setPreview(null)} title={t`Image ${shown} of ${count}`} size="large" hideTitle>
        {current && (
          <img className="gallery-preview" src={mediaUrl(current.image_path)} alt={t`Gallery image ${shown}`} width={1200} height={800} />
        )}
      </Modal>
    </section>
  );
}
