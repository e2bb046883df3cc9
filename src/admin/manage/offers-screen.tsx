import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { offerFieldsSchema } from '#contract/admin-schemas.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { Offer } from '#contract/catalogue-types.ts';
import { api, mediaUrl } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { adminRead } from '../data/admin-read.ts';
import { useAdminForm } from '../data/use-admin-form.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { imageFile } from './image-file.ts';
import { ImagePicker } from './image-picker.tsx';
import './media-grid.css';
import { ListState } from '../ui/list-state.tsx';

// The public list, read past the service worker's copy: the admin sees their own change.
const offersQuery = adminRead<Offer[]>(apiPaths.offers, { fresh: true });
const newestFirst = (list: Offer[]) => [...list].sort((a, b) => b.id - a.id);

/** requirements 5: title, description and image are all required ('Please fill all fields'). */
const addOfferForm = offerFieldsSchema.extend({ image: imageFile('Please fill all fields') });

/** requirements 2.5 Manage > Offer with the Add Offer modal; requirements 5, 8 texts. */
export function OffersScreen() {
  usePageMeta('Manage Offers');
  const queryClient = useQueryClient();
  const { data: offers, error, refetch } = useQuery({ ...offersQuery, select: newestFirst });
  const [adding, setAdding] = useState(false);
  const { register, control, reset, submitWith } = useAdminForm(addOfferForm, {
    defaultValues: { title: '', description: '', titleHi: '', descriptionHi: '', image: null },
  });
  const add = useAdminWrite({
    write: ({ title, description, titleHi, descriptionHi, image }: { title: string; description: string; titleHi: string; descriptionHi: string; image: File }) => {
      const form = new FormData();
      form.append('title', title);
      form.append('description', description);
      form.append('titleHi', titleHi);
      form.append('descriptionHi', descriptionHi);
      form.append('image', image);
      return api(adminApiPaths.createOffer, { method: 'POST', body: form });
    },
    onDone: () => {
      setAdding(false);
      reset();
      void queryClient.invalidateQueries({ queryKey: offersQuery.queryKey });
    },
    done: () => 'Offer Added Successfully!',
    failed: () => 'Failed to add offer. Please try again.',
  });
  const remove = useAdminWrite({
    write: (offer: Offer) => api(adminApiPaths.deleteOffer(offer.id), { method: 'DELETE' }),
    onDone: (_answer, offer) => queryClient.setQueryData(offersQuery.queryKey, (list) => list?.filter((o) => o.id !== offer.id)),
    done: () => 'Offer Deleted Successfully!',
    failed: () => 'Failed to delete offer. Please try again.',
  });

  return (
    <section className="admin-screen">
      <div className="admin-actions">
        <h1 className="admin-heading" style={{ flex: 1 }}>Manage Offers</h1>
        <button type="button" className="btn btn-primary admin-keep-case" onClick={() => setAdding(true)}>Add Offer</button>
      </div>
      <ListState rows={offers} failed={!!error} failedText={error?.message} emptyText="No offers yet." retry={() => void refetch()} />
      <ul className="media-grid">
        {offers?.map((offer) => (
          <li key={offer.id} className="media-card">
            <img src={mediaUrl(offer.image)} alt={offer.title} loading="lazy" />
            <strong>{offer.title}</strong>
            <p>{offer.description}</p>
            <button
              type="button"
              className="btn btn-outline admin-small-btn"
              onClick={() => window.confirm(`Delete the offer "${offer.title}"?`) && remove.mutate(offer)}
              aria-label={`Delete offer ${offer.title}`}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <Modal open={adding} onClose={() => setAdding(false)} title="Add Offer">
        <form className="admin-form" onSubmit={submitWith((values) => add.mutate(values))} noValidate>
          <label className="admin-field">
            <span>Title</span>
            <input type="text" maxLength={120} {...register('title')} />
          </label>
          <label className="admin-field">
            <span>Description</span>
            <textarea rows={4} {...register('description')} />
          </label>
          {/* Optional: a Hindi page shows the English words when these are empty (docs/visitor-language.md). */}
          <label className="admin-field">
            <span>Title in Hindi (optional)</span>
            <input type="text" lang="hi" maxLength={120} {...register('titleHi')} />
          </label>
          <label className="admin-field">
            <span>Description in Hindi (optional)</span>
            <textarea rows={4} lang="hi" {...register('descriptionHi')} />
          </label>
          <ImagePicker label="Image" control={control} name="image" />
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={add.isPending}>{add.isPending ? 'Saving...' : 'Add Offer'}</button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
