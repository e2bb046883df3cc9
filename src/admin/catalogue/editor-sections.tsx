/**
 * The model editor's sections (docs/catalogue.md "How it is built"): the basics, variants,
 * colours, photos, features, accessories (the specifications: spec-rows-section.tsx). Each
 * field shows its own problem under it (the server's `errors[].field`, e.g.
 * 'variants.1.price'). What a visitor reads may also be written in Hindi, in the optional
 * "... in Hindi" fields (docs/visitor-language.md "Text the dealer enters").
 */
import type { ClipboardEvent, ReactNode } from 'react';
import { vehicleTypes } from '#contract/admin-schemas.ts';
import { keyFigureLabels, studioTypeLabels } from '#contract/catalogue-studio.ts';
import { moved, newRowKey, patchRow, type EditorDraft, type KeyedList } from './editor-draft.ts';
import { PhotoField } from './photo-field.tsx';

export interface SectionProps {
  modelId: number;
  draft: EditorDraft;
  update: (change: (d: EditorDraft) => EditorDraft) => void;
  errors: Map<string, string>;
}

export function EditorSection({ id, title, children, note }: { id: string; title: string; children: ReactNode; note?: string }) {
  return (
    <section className="admin-panel studio-section" aria-labelledby={`studio-${id}`} id={`section-${id}`}>
      <h2 id={`studio-${id}`} className="studio-section-title">{title}</h2>
      {note && <p className="studio-note">{note}</p>}
      {children}
    </section>
  );
}

interface TextFieldProps {
  label: string;
  /** Undefined in a copy of a draft saved on this device before the field existed. */
  value: string | undefined;
  onChange: (v: string) => void;
  error?: string | undefined;
  field: string;
  type?: 'text' | 'price' | 'area';
  /** The language of what is typed ('hi' for the Hindi fields), for the keyboard and the font. */
  lang?: string;
  /** A datalist of suggestions (the usual specification labels). */
  list?: string;
  /** Pasted text; true when it was taken (it then goes no further into the field). */
  onPaste?: (text: string) => boolean;
}

/** A labelled input with its problem below it. */
export function TextField({ label, value, onChange, error, field, type = 'text', lang, list, onPaste }: TextFieldProps) {
  const errorId = `err-${field}`;
  const common = {
    value: value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-field': field,
    lang,
    onPaste: onPaste && ((e: ClipboardEvent<HTMLElement>) => {
      if (onPaste(e.clipboardData.getData('text/plain'))) e.preventDefault();
    }),
  } as const;
  return (
    <label className="admin-field">
      <span>{label}</span>
      {type === 'area' ? (
        <textarea rows={3} {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" inputMode={type === 'price' ? 'decimal' : undefined} list={list} {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && <span id={errorId} className="admin-field-error">{error}</span>}
    </label>
  );
}

/** Move up, move down and remove for one row of a list. */
function RowTools({ what, index, count, onMove, onRemove }: { what: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <div className="studio-row-tools">
      <button type="button" className="btn btn-outline admin-keep-case" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move ${what} up`}>↑</button>
      <button type="button" className="btn btn-outline admin-keep-case" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move ${what} down`}>↓</button>
      <button type="button" className="btn btn-outline admin-keep-case" onClick={onRemove} aria-label={`Remove ${what}`}>Remove</button>
    </div>
  );
}

type ListKey = 'variants' | 'colours' | 'features' | 'accessories';

/**
 * Changes one list of the draft: set a row's field, add, move, remove. Each works on the
 * draft as it is when the change lands (update's own argument), never on the copy this
 * render saw: an upload answering late must not bring back the list from before it.
 */
function listTools<K extends ListKey>(key: K, update: SectionProps['update']) {
  type Row = EditorDraft[K][number];
  const set = (change: (list: Row[]) => Row[]) => update((d) => ({ ...d, [key]: change(d[key] as Row[]) }));
  return {
    edit: (i: number, patch: Partial<Row>) => set((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r))),
    add: (row: Row) => set((list) => [...list, key === 'variants' ? row : { ...row, rowKey: newRowKey() }]),
    move: (i: number, to: number) => set((list) => moved(list, i, to)),
    remove: (i: number) => set((list) => list.filter((_, j) => j !== i)),
  };
}

/** The picture of one keyed row: its upload writes the path into that row, wherever the row is by then. */
function RowPhoto({ modelId, list, row, index, what, label, value, error, update }: {
  modelId: number; list: KeyedList; row: { rowKey?: string }; index: number; what: 'photo' | 'picture'; label: string; value: string;
  error?: string | undefined; update: SectionProps['update'];
}) {
  const rowKey = row.rowKey ?? String(index);
  return (
    <PhotoField modelId={modelId} slot={`${list}.${rowKey}.${what}`} label={label} value={value} error={error}
      onChange={(path) => update((d) => patchRow(d, list, rowKey, { [what]: path }))} />
  );
}

export function BasicsSection({ draft, update, errors }: SectionProps) {
  const labels = keyFigureLabels[draft.type];
  return (
    <EditorSection id="basics" title="Model">
      <div className="studio-grid">
        <label className="admin-field">
          <span>Type</span>
          <select value={draft.type} onChange={(e) => update((d) => ({ ...d, type: e.target.value as EditorDraft['type'] }))}>
            {vehicleTypes.map((t) => <option key={t} value={t}>{studioTypeLabels[t]}</option>)}
          </select>
        </label>
        <TextField label="Name" field="name" value={draft.name} error={errors.get('name')} onChange={(v) => update((d) => ({ ...d, name: v }))} />
        <TextField label="Brand" field="brand" value={draft.brand} error={errors.get('brand')} onChange={(v) => update((d) => ({ ...d, brand: v }))} />
        {(['engine', 'power', 'transmission'] as const).map((k) => (
          <TextField key={k} label={labels[k]} field={`keyFigures.${k}`} value={draft.keyFigures[k]} error={errors.get(`keyFigures.${k}`)}
            onChange={(v) => update((d) => ({ ...d, keyFigures: { ...d.keyFigures, [k]: v } }))} />
        ))}
      </div>
      <TextField label="Short description" field="description" type="area" value={draft.description} error={errors.get('description')}
        onChange={(v) => update((d) => ({ ...d, description: v }))} />
      {/* Optional: a Hindi page shows the English description when this is empty (docs/visitor-language.md). */}
      <TextField label="Short description in Hindi (optional)" field="descriptionHi" type="area" lang="hi" value={draft.descriptionHi}
        error={errors.get('descriptionHi')} onChange={(v) => update((d) => ({ ...d, descriptionHi: v }))} />
    </EditorSection>
  );
}

export function VariantsSection({ draft, update, errors }: SectionProps) {
  const tools = listTools('variants', update);
  return (
    <EditorSection id="variants" title="Variants" note="The first variant's price is the one the site says the model starts from.">
      {errors.get('variants') && <p className="admin-field-error">{errors.get('variants')}</p>}
      <ol className="studio-rows">
        {draft.variants.map((v, i) => (
          <li key={i} className="studio-row">
            <TextField label={`Variant ${i + 1} name`} field={`variants.${i}.name`} value={v.name} error={errors.get(`variants.${i}.name`)}
              onChange={(name) => tools.edit(i, { name })} />
            <TextField label="Ex-showroom price (₹)" field={`variants.${i}.price`} type="price" value={v.price} error={errors.get(`variants.${i}.price`)}
              onChange={(price) => tools.edit(i, { price })} />
            <RowTools what={`variant ${i + 1}`} index={i} count={draft.variants.length} onMove={(to) => tools.move(i, to)} onRemove={() => tools.remove(i)} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline admin-keep-case" onClick={() => tools.add({ name: '', price: '' })}>Add variant</button>
    </EditorSection>
  );
}

export function ColoursSection({ modelId, draft, update, errors }: SectionProps) {
  const tools = listTools('colours', update);
  return (
    <EditorSection id="colours" title="Colours" note="Visitors see these on the Colours tab and choose from them when they book a test ride.">
      <ol className="studio-rows">
        {draft.colours.map((c, i) => (
          <li key={c.rowKey ?? i} className="studio-row">
            <TextField label={`Colour ${i + 1} name`} field={`colours.${i}.name`} value={c.name} error={errors.get(`colours.${i}.name`)}
              onChange={(name) => tools.edit(i, { name })} />
            <TextField label={`Colour ${i + 1} name in Hindi (optional)`} field={`colours.${i}.nameHi`} lang="hi" value={c.nameHi}
              error={errors.get(`colours.${i}.nameHi`)} onChange={(nameHi) => tools.edit(i, { nameHi })} />
            <label className="admin-field studio-swatch">
              <span>Swatch</span>
              <input type="color" value={/^#[0-9a-f]{6}$/i.test(c.swatch) ? c.swatch : '#808080'} onChange={(e) => tools.edit(i, { swatch: e.target.value })} />
            </label>
            <RowPhoto modelId={modelId} list="colours" row={c} index={i} what="photo" label={`Photo of colour ${i + 1}`} value={c.photo}
              error={errors.get(`colours.${i}.photo`)} update={update} />
            <RowTools what={`colour ${i + 1}`} index={i} count={draft.colours.length} onMove={(to) => tools.move(i, to)} onRemove={() => tools.remove(i)} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline admin-keep-case" onClick={() => tools.add({ name: '', nameHi: '', swatch: '#808080', photo: '' })}>Add colour</button>
    </EditorSection>
  );
}

export function PhotosSection({ modelId, draft, update, errors }: SectionProps) {
  const setMore = (change: (more: string[]) => string[]) => update((d) => ({ ...d, photos: { ...d.photos, more: change(d.photos.more) } }));
  return (
    <EditorSection id="photos" title="Photos" note="JPEG, PNG or WebP straight from the camera, up to 20 MB each.">
      <div className="studio-photos">
        <PhotoField modelId={modelId} slot="photos.main" label="Main photo" value={draft.photos.main} error={errors.get('photos.main')}
          onChange={(main) => update((d) => ({ ...d, photos: { ...d.photos, main } }))} />
        {draft.photos.more.map((p, i) => (
          <div key={i} className="studio-more-photo">
            <PhotoField modelId={modelId} slot={`photos.more.${i}`} label={`More photo ${i + 1}`} value={p}
              onChange={(path) => setMore((more) => more.map((x, j) => (j === i ? path : x)))} />
            <button type="button" className="btn btn-outline admin-keep-case" onClick={() => setMore((more) => more.filter((_, j) => j !== i))}
              aria-label={`Remove more photo ${i + 1}`}>Remove</button>
          </div>
        ))}
        <PhotoField key={`new-${draft.photos.more.length}`} modelId={modelId} slot={`photos.more.${draft.photos.more.length}`} label="Add another photo" value=""
          onChange={(path) => setMore((more) => [...more, path])} />
      </div>
    </EditorSection>
  );
}

export function FeaturesSection({ modelId, draft, update, errors }: SectionProps) {
  const tools = listTools('features', update);
  return (
    <EditorSection id="features" title="Features">
      <ol className="studio-rows">
        {draft.features.map((f, i) => (
          <li key={f.rowKey ?? i} className="studio-row">
            <TextField label={`Feature ${i + 1} heading`} field={`features.${i}.heading`} value={f.heading} error={errors.get(`features.${i}.heading`)}
              onChange={(heading) => tools.edit(i, { heading })} />
            <TextField label="Text" field={`features.${i}.text`} type="area" value={f.text} error={errors.get(`features.${i}.text`)}
              onChange={(text) => tools.edit(i, { text })} />
            <TextField label={`Feature ${i + 1} heading in Hindi (optional)`} field={`features.${i}.headingHi`} lang="hi" value={f.headingHi}
              error={errors.get(`features.${i}.headingHi`)} onChange={(headingHi) => tools.edit(i, { headingHi })} />
            <TextField label="Text in Hindi (optional)" field={`features.${i}.textHi`} type="area" lang="hi" value={f.textHi}
              error={errors.get(`features.${i}.textHi`)} onChange={(textHi) => tools.edit(i, { textHi })} />
            <RowPhoto modelId={modelId} list="features" row={f} index={i} what="picture" label={`Picture of feature ${i + 1}`} value={f.picture}
              update={update} />
            <RowTools what={`feature ${i + 1}`} index={i} count={draft.features.length} onMove={(to) => tools.move(i, to)} onRemove={() => tools.remove(i)} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline admin-keep-case" onClick={() => tools.add({ heading: '', text: '', picture: '', headingHi: '', textHi: '' })}>Add feature</button>
    </EditorSection>
  );
}

export function AccessoriesSection({ modelId, draft, update, errors }: SectionProps) {
  const tools = listTools('accessories', update);
  return (
    <EditorSection id="accessories" title="Accessories">
      <ol className="studio-rows">
        {draft.accessories.map((a, i) => (
          <li key={a.rowKey ?? i} className="studio-row">
            <TextField label={`Accessory ${i + 1} heading`} field={`accessories.${i}.heading`} value={a.heading} error={errors.get(`accessories.${i}.heading`)}
              onChange={(heading) => tools.edit(i, { heading })} />
            <TextField label={`Accessory ${i + 1} heading in Hindi (optional)`} field={`accessories.${i}.headingHi`} lang="hi" value={a.headingHi}
              error={errors.get(`accessories.${i}.headingHi`)} onChange={(headingHi) => tools.edit(i, { headingHi })} />
            <TextField label="Description" field={`accessories.${i}.description`} type="area" value={a.description}
              error={errors.get(`accessories.${i}.description`)} onChange={(description) => tools.edit(i, { description })} />
            <TextField label="Description in Hindi (optional)" field={`accessories.${i}.descriptionHi`} type="area" lang="hi" value={a.descriptionHi}
              error={errors.get(`accessories.${i}.descriptionHi`)} onChange={(descriptionHi) => tools.edit(i, { descriptionHi })} />
            <TextField label="Part number" field={`accessories.${i}.partNo`} value={a.partNo} onChange={(partNo) => tools.edit(i, { partNo })} />
            <TextField label="Price (₹)" field={`accessories.${i}.price`} type="price" value={a.price} error={errors.get(`accessories.${i}.price`)}
              onChange={(price) => tools.edit(i, { price })} />
            <RowPhoto modelId={modelId} list="accessories" row={a} index={i} what="picture" label={`Picture of accessory ${i + 1}`} value={a.picture}
              update={update} />
            <RowTools what={`accessory ${i + 1}`} index={i} count={draft.accessories.length} onMove={(to) => tools.move(i, to)} onRemove={() => tools.remove(i)} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline admin-keep-case"
        onClick={() => tools.add({ heading: '', partNo: '', price: '', picture: '', description: '', headingHi: '', descriptionHi: '' })}>Add accessory</button>
    </EditorSection>
  );
}
