/**
 * Manage > Catalogue (docs/catalogue.md): the models of a type with picture, name, the
 * price they start from and their state (Draft, Published, Hidden), a search, New model
 * and Edit. A model made here is a draft until it is published. The list's order is the
 * site's: a new model comes first, and each card moves up or down (docs/catalogue.md
 * "The order of the models").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { vehicleTypes, type VehicleType } from '#contract/admin-schemas.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { modelStateLabels, studioTypeLabels, type CatalogueRow } from '#contract/catalogue-studio.ts';
import { pictureSizes } from '#contract/media.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { api, ApiError } from '../../lib/api.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { formatRupees } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { isNetworkError } from '../session/api-errors.ts';
import { CatalogueTransferPanel } from './catalogue-transfer-panel.tsx';
import { readCatalogueList, saveCatalogueList } from './studio-db.ts';
import './catalogue.css';
import { ListState } from '../ui/list-state.tsx';

/**
 * The list from the server (past the service worker: admin reads are never in its cache),
 * kept on this device at each read; with no network, the copy last kept, and when.
 */
const catalogueQuery = queryOptions({
  queryKey: [adminApiPaths.adminCatalogue],
  queryFn: async ({ signal }): Promise<{ rows: CatalogueRow[]; savedAt: number | null }> => {
    try {
      const rows = await api<CatalogueRow[]>(adminApiPaths.adminCatalogue, { signal, cache: 'no-store' });
      await saveCatalogueList(rows);
      return { rows, savedAt: null };
    } catch (error) {
      const saved = isNetworkError(error) ? await readCatalogueList() : undefined;
      if (!saved) throw error;
      return saved;
    }
  },
});

export function CatalogueScreen() {
  usePageMeta('Manage Catalogue');
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(catalogueQuery);
  const rows = data?.rows;
  const [type, setType] = useState<VehicleType>('bikes');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [newName, setNewName] = useState('');
  const [newType, setNewType] = useState<VehicleType>('bikes');
  const [problem, setProblem] = useState<string | null>(null);
  const [moveProblem, setMoveProblem] = useState<string | null>(null);
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  const needle = search.trim().toLowerCase();
  const shown = (rows ?? []).filter((r) => r.type === type && (!needle || r.name.toLowerCase().includes(needle)));

  async function create(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { id } = await api<{ id: number }>(adminApiPaths.adminCatalogue, { method: 'POST', body: { type: newType, name: newName } });
      void navigate(`/admin/manage/catalogue/${id}`);
    } catch (e) {
      setProblem(isNetworkError(e) ? 'No network: making a new model needs the internet. Try again when you are back online.'
        : e instanceof ApiError ? e.message : 'Something went wrong');
    }
  }

  /**
   * One place up or down. The arrow pressed keeps the focus once the list is drawn again in
   * its new order (or its pair, when the model reached the end where that arrow is off).
   */
  const focusAfterMove = useRef<{ name: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const button = (d: string) => document.querySelector<HTMLButtonElement>(`[aria-label="Move ${CSS.escape(wanted.name)} ${d}"]`);
    const pressed = button(wanted.direction);
    (pressed && !pressed.disabled ? pressed : button(wanted.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [data]);

  async function move(row: CatalogueRow, direction: 'up' | 'down') {
    setMoveProblem(null);
    try {
      await api(adminApiPaths.adminModelMove(row.id), { method: 'POST', body: { direction } });
      focusAfterMove.current = { name: row.name, direction };
      await refetch();
    } catch (e) {
      setMoveProblem(isNetworkError(e) ? 'No network: changing the order needs the internet.' : e instanceof Error ? e.message : 'Something went wrong');
    }
  }

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Manage Catalogue</h1>
      <div className="studio-toolbar">
        <div className="studio-types" role="group" aria-label="Type">
          {vehicleTypes.map((t) => (
            <button key={t} type="button" className={`btn admin-keep-case ${t === type ? 'btn-primary' : 'btn-outline'}`} aria-pressed={t === type}
              onClick={() => setType(t)}>{studioTypeLabels[t]}</button>
          ))}
        </div>
        <label className="admin-field studio-search">
          <span>Search</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Model name" />
        </label>
        <button type="button" className="btn btn-primary admin-keep-case" onClick={() => { setNewType(type); setCreating(true); }}>New model</button>
      </div>
      {typeof notice === 'string' && <p className="studio-result" role="status">{notice}</p>}
      {moveProblem && <p className="admin-notice" role="alert">{moveProblem}</p>}
      {!needle && shown.length > 1 && <p className="studio-note">The site lists the models in this order; move a model with its arrows.</p>}
      {data?.savedAt != null && (
        <p className="admin-notice" role="status">No network: showing the list saved on this tablet at {formatIstDateTime(new Date(data.savedAt))}.</p>
      )}
      <ul className="studio-cards">
        {shown.map((r, i) => (
          <li key={r.id} className="studio-card">
            {r.picture ? <ResponsiveImage src={r.picture} sizes={pictureSizes.thumb} alt="" width={160} height={100} loading="lazy" /> : <span className="studio-photo-empty">No photo yet</span>}
            <div className="studio-card-text">
              <h2>{r.name}</h2>
              <p>{r.fromPrice ? `From ${formatRupees(r.fromPrice)}` : 'No price yet'}</p>
              <p>
                <span className={`studio-state studio-state-${r.state}`}>{modelStateLabels[r.state]}</span>
                {r.unpublishedChanges && <span className="admin-pending">changes not published</span>}
              </p>
            </div>
            <div className="studio-card-actions">
              <Link className="btn btn-outline admin-keep-case" to={`/admin/manage/catalogue/${r.id}`} aria-label={`Edit ${r.name}`}>Edit</Link>
              {/* Moving in a filtered list would pass models not shown: the arrows are for the whole list. */}
              {!needle && data?.savedAt == null && (
                <>
                  <button type="button" className="btn btn-outline admin-keep-case" aria-label={`Move ${r.name} up`} disabled={i === 0}
                    onClick={() => void move(r, 'up')}>↑</button>
                  <button type="button" className="btn btn-outline admin-keep-case" aria-label={`Move ${r.name} down`} disabled={i === shown.length - 1}
                    onClick={() => void move(r, 'down')}>↓</button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ListState
        rows={rows ? shown : undefined}
        failed={!!error}
        failedText={error && isNetworkError(error) ? 'No network: the catalogue cannot be read.' : error?.message}
        emptyText={`No ${studioTypeLabels[type].toLowerCase()} models${needle ? ' match the search' : ' yet'}.`}
        retry={() => void refetch()}
      />
      <CatalogueTransferPanel />
      <Modal open={creating} onClose={() => setCreating(false)} title="New model">
        <form className="admin-form" onSubmit={(e) => void create(e)} noValidate>
          <label className="admin-field">
            <span>Type</span>
            <select value={newType} onChange={(e) => setNewType(e.target.value as VehicleType)}>
              {vehicleTypes.map((t) => <option key={t} value={t}>{studioTypeLabels[t]}</option>)}
            </select>
          </label>
          <label className="admin-field">
            <span>Name</span>
            <input type="text" value={newName} autoFocus onChange={(e) => setNewName(e.target.value)}
              aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'new-model-problem' : undefined} />
            {problem && <span id="new-model-problem" className="admin-field-error">{problem}</span>}
          </label>
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary admin-keep-case">Create draft</button>
            <button type="button" className="btn btn-outline admin-keep-case" onClick={() => setCreating(false)}>Cancel</button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
