import { useState } from 'react';
import { apiPaths } from '../contract/api-paths.ts';
import type { GalleryImage } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { Modal } from '../ui/modal.tsx';
import './gallery-page.css';

/** spec 2.3 (Gallery): IMAGES grid of 1 to 4 columns; an image opens a preview closed by X, Escape or a click outside. */
export function GalleryPage() {
  usePageMeta('Gallery', 'Photos from our showrooms, deliveries and customer events.');
  const { data, error, loading } = usePublicRead<GalleryImage[]>(apiPaths.gallery);
  const [preview, setPreview] = useState<number | null>(null);
  const images = data ?? [];
  const current = preview === null ? undefined : images[preview];

  return (
    <section className="page">
      <h1 className="page-title">IMAGES</h1>
      {loading && <p className="status-text">Loading...</p>}
      {error && <p className="error-text">Failed to load images.</p>}
      {data && images.length === 0 && <p className="status-text">No images yet.</p>}
      <ul className="gallery-grid">
        {images.map((img, i) => (
          <li key={img.id}>
            <button type="button" className="gallery-tile" onClick={() => setPreview(i)} aria-label={`Open image ${i + 1} of ${images.length}`}>
              <img src={mediaUrl(img.image_path)} alt={`Gallery image ${i + 1}`} width={600} height={400} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={current !== undefined} onClose={() => setPreview(null)} title={`Image ${(preview ?? 0) + 1} of ${images.length}`} size="large" hideTitle>
        {current && (
          <img className="gallery-preview" src={mediaUrl(current.image_path)} alt={`Gallery image ${(preview ?? 0) + 1}`} width={1200} height={800} />
        )}
      </Modal>
    </section>
  );
}
