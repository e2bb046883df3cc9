import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { apiPaths } from '../../contract/api-paths.ts';
import type { Offer } from '../../contract/catalogue-types.ts';
import { api, mediaUrl } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { ImagePicker } from './image-picker.tsx';
import { useFreshList } from './use-fresh-list.ts';
import './media-grid.css';

const newestFirst = (list: Offer[]) => [...list].sort((a, b) => b.id - a.id);

/** spec 2.5 Manage > Offer with the Add Offer modal; spec 5, 8 texts. */
export function OffersScreen() {
  usePageMeta('Manage Offers');
  const { list: offers, setList: setOffers, error, reload: load } = useFreshList<Offer>(apiPaths.offers, newestFirst);
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    // spec 5: title, description and image are all required.
    if (!title.trim() || !description.trim() || !file) {
      toast.error('Please fill all fields');
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append('description', description.trim());
    form.append('image', file);
    setSaving(true);
    try {
      await api(apiPaths.createOffer, { method: 'POST', body: form });
      toast.success('Offer Added Successfully!');
      setAdding(false);
      setTitle('');
      setDescription('');
      setFile(null);
      load();
    } catch {
      toast.error('Failed to add offer. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  async function remove(offer: Offer) {
    if (!window.confirm(`Delete the offer "${offer.title}"?`)) return;
    try {
      await api(apiPaths.deleteOffer(offer.id), { method: 'DELETE' });
      setOffers((list) => list?.filter((o) => o.id !== offer.id));
      toast.success('Offer Deleted Successfully!');
    } catch {
      toast.error('Failed to delete offer. Please try again.');
    }
  }

  return (
    <section className="admin-screen">
      <div className="admin-actions">
        <h1 className="admin-heading" style={{ flex: 1 }}>Manage Offers</h1>
        <button type="button" className="btn btn-primary admin-keep-case" onClick={() => setAdding(true)}>Add Offer</button>
      </div>
      {error && <p className="admin-error" role="alert">{error}</p>}
      {!offers && !error && <p className="status-text">Loading...</p>}
      {offers && offers.length === 0 && <p className="status-text">No offers yet.</p>}
      <ul className="media-grid">
        {offers?.map((offer) => (
          <li key={offer.id} className="media-card">
            <img src={mediaUrl(offer.image)} alt={offer.title} loading="lazy" />
            <strong>{offer.title}</strong>
            <p>{offer.description}</p>
            <button type="button" className="btn btn-outline admin-small-btn" onClick={() => void remove(offer)} aria-label={`Delete offer ${offer.title}`}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      <Modal open={adding} onClose={() => setAdding(false)} title="Add Offer">
        <form className="admin-form" onSubmit={add} noValidate>
          <label className="admin-field">
            <span>Title</span>
            <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
          </label>
          <label className="admin-field">
            <span>Description</span>
            <textarea rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
          </label>
          <ImagePicker label="Image" file={file} onChange={setFile} />
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving...' : 'Add Offer'}</button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
