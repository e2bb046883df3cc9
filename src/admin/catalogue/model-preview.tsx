/**
 * Preview: the public detail page as it will look once published, drawn from the draft
 * on this tablet (nothing is sent): picture, name, description, 'Start from ₹ {price}/-',
 * the variants, specifications, colours, features, accessories and the 360 view.
 */
import { shownSpecRows } from '#contract/catalogue-studio.ts';
import { specSections } from '#contract/catalogue-types.ts';
import { specLabel } from '#contract/spec-label.ts';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { formatRupees, startFromPrice } from '../../lib/format.ts';
import type { EditorDraft } from './editor-draft.ts';
import { FrameSpinner } from './frame-spinner.tsx';

export function ModelPreview({ draft }: { draft: EditorDraft }) {
  const first = draft.variants[0];
  return (
    <article className="studio-preview" aria-label={`Preview of ${draft.name}`}>
      {draft.photos.main ? <ResponsiveImage className="studio-preview-main" src={draft.photos.main} sizes={pictureSizes.detail} alt={draft.name} width={800} height={500} /> : <p className="admin-notice">No main photo yet</p>}
      <h3>{draft.name}</h3>
      {draft.brand && <p className="studio-note">{draft.brand}</p>}
      <p>{draft.description}</p>
      {first && Number(first.price) > 0 && <p className="studio-preview-price">{startFromPrice(Number(first.price))}</p>}
      {draft.variants.length > 0 && (
        <ul className="studio-preview-list">
          {draft.variants.map((v, i) => <li key={i}>{v.name} – {Number(v.price) > 0 ? formatRupees(Number(v.price)) : 'no price yet'}</li>)}
        </ul>
      )}
      <h4>Specifications</h4>
      {specSections.map((s) => {
        // As the site shows them: a row without a value is not published.
        const rows = shownSpecRows(draft.specifications[s.field]);
        return rows.length > 0 && (
          <table key={s.field} className="admin-table studio-preview-specs">
            <caption>{s.title}</caption>
            <tbody>
              {rows.map((r, i) => <tr key={i}><th scope="row">{specLabel(r.label)}</th><td>{r.value}</td></tr>)}
            </tbody>
          </table>
        );
      })}
      <h4>Available colours</h4>
      <ul className="studio-preview-colours">
        {draft.colours.map((c, i) => (
          <li key={i}>
            {c.photo ? <ResponsiveImage src={c.photo} sizes={pictureSizes.thumb} alt="" width={120} height={75} /> : <span className="studio-photo-empty">No photo</span>}
            <span><span className="studio-swatch-dot" style={{ background: c.swatch }} aria-hidden="true" /> {c.name}</span>
          </li>
        ))}
      </ul>
      {draft.features.length > 0 && <h4>Features</h4>}
      <ul className="studio-preview-list">{draft.features.map((f, i) => <li key={i}><strong>{f.heading}</strong> {f.text}</li>)}</ul>
      {draft.accessories.length > 0 && <h4>Accessories</h4>}
      <ul className="studio-preview-list">
        {draft.accessories.map((a, i) => <li key={i}>{a.heading} · Part No- {a.partNo} · Price- ₹{a.price} /-</li>)}
      </ul>
      {draft.frames.length > 0 && <h4>360 view</h4>}
      <FrameSpinner frames={draft.frames} label={`360 view of ${draft.name}`} />
    </article>
  );
}
