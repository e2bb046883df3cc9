import { useState } from 'react';
import { clockPattern } from '#contract/appointment-schedule.ts';
import { formatClock, formatIndianDate } from '#contract/ist-date.ts';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

interface RemovableListProps<T> {
  items: T[];
  /** Said when there is nothing; null shows nothing. */
  empty: string | null;
  keyOf: (item: T) => string;
  textOf: (item: T) => string;
  /** The button's words, and what a screen reader hears for each row's button. */
  removeText: string;
  removeLabelOf: (item: T) => string;
  onRemove: (item: T) => void;
}

/** The schedule's lists (holidays, blocked slots, a model's places): each row's words and a Remove button. */
function RemovableList<T>({ items, empty, keyOf, textOf, removeText, removeLabelOf, onRemove }: RemovableListProps<T>) {
  if (items.length === 0) return empty === null ? null : <p className="site-hint">{empty}</p>;
  return (
    <ul className="sched-list">
      {items.map((item) => (
        <li key={keyOf(item)}>
          <span>{textOf(item)}</span>
          <button type="button" className="btn btn-outline lead-btn" aria-label={removeLabelOf(item)} onClick={() => onRemove(item)}>{removeText}</button>
        </li>
      ))}
    </ul>
  );
}

/** Holidays: whole days the showroom takes no booking. */
export function HolidaysEditor({ holidays, onChange }: { holidays: string[]; onChange: (next: string[]) => void }) {
  const [date, setDate] = useState('');
  const add = () => {
    if (!isoDatePattern.test(date) || holidays.includes(date)) return;
    onChange([...holidays, date].sort());
    setDate('');
  };
  return (
    <fieldset className="site-section">
      <legend>Holidays</legend>
      <RemovableList
        items={holidays}
        empty="No holidays."
        keyOf={(h) => h}
        textOf={(h) => formatIndianDate(h)}
        removeText="Remove"
        removeLabelOf={(h) => `Remove the holiday on ${formatIndianDate(h)}`}
        onRemove={(h) => onChange(holidays.filter((x) => x !== h))}
      />
      <div className="sched-add">
        <label className="admin-field">
          Holiday date
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <button type="button" className="btn btn-outline lead-btn" onClick={add} disabled={!isoDatePattern.test(date)}>Add holiday</button>
      </div>
    </fieldset>
  );
}

export interface BlockedSlot {
  date: string;
  time: string;
}

/** Blocked slots: one time of one day taken out of booking (a demo bike at the service bay, a meeting). */
export function BlockedEditor({ blocked, onChange }: { blocked: BlockedSlot[]; onChange: (next: BlockedSlot[]) => void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const ready = isoDatePattern.test(date) && clockPattern.test(time);
  const add = () => {
    if (!ready || blocked.some((b) => b.date === date && b.time === time)) return;
    onChange([...blocked, { date, time }].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)));
    setTime('');
  };
  return (
    <fieldset className="site-section">
      <legend>Blocked slots</legend>
      <RemovableList
        items={blocked}
        empty="No blocked slots."
        keyOf={(b) => `${b.date} ${b.time}`}
        textOf={(b) => `${formatIndianDate(b.date)}, ${formatClock(b.time)}`}
        removeText="Unblock"
        removeLabelOf={(b) => `Unblock ${formatIndianDate(b.date)}, ${formatClock(b.time)}`}
        onRemove={(b) => onChange(blocked.filter((x) => x !== b))}
      />
      <div className="sched-add">
        <label className="admin-field">
          Blocked date
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="admin-field">
          Blocked time
          <input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        <button type="button" className="btn btn-outline lead-btn" onClick={add} disabled={!ready}>Block this slot</button>
      </div>
    </fieldset>
  );
}

/** A model with fewer demo bikes than the showroom's test-ride places. */
export function ModelPlacesEditor({ places, onChange }: { places: Record<string, number>; onChange: (next: Record<string, number>) => void }) {
  const [model, setModel] = useState('');
  const [count, setCount] = useState('1');
  const add = () => {
    const name = model.trim();
    if (!name || !/^\d+$/.test(count)) return;
    onChange({ ...places, [name]: Number(count) });
    setModel('');
  };
  const entries = Object.entries(places);
  return (
    <fieldset className="site-section">
      <legend>Test-ride places of a model</legend>
      <p className="site-hint">Only for a model with fewer demo bikes than the places above.</p>
      <RemovableList
        items={entries}
        empty={null}
        keyOf={([name]) => name}
        textOf={([name, n]) => `${name}: ${n} ${n === 1 ? 'place' : 'places'}`}
        removeText="Remove"
        removeLabelOf={([name]) => `Remove the places of ${name}`}
        onRemove={([name]) => onChange(Object.fromEntries(entries.filter(([x]) => x !== name)))}
      />
      <div className="sched-add">
        <label className="admin-field">
          Model
          <input value={model} maxLength={80} onChange={(e) => setModel(e.target.value)} />
        </label>
        <label className="admin-field">
          Its places
          <input type="number" inputMode="numeric" min={0} max={50} value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
        <button type="button" className="btn btn-outline lead-btn" onClick={add} disabled={!model.trim()}>Add model</button>
      </div>
    </fieldset>
  );
}
