import { defaultHours, weekdayNames, type DayHours } from '#contract/appointment-schedule.ts';

/** Opening hours per weekday (IST); a day switched off is closed. */
export function HoursEditor({ hours, onChange }: { hours: DayHours[]; onChange: (next: DayHours[]) => void }) {
  const set = (day: number, value: DayHours) => onChange(hours.map((h, i) => (i === day ? value : h)));
  // Monday first, as a showroom's week is read.
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <fieldset className="site-section">
      <legend>Opening hours (IST)</legend>
      <ul className="sched-hours">
        {order.map((day) => {
          const h = hours[day] ?? null;
          const name = weekdayNames[day];
          return (
            <li key={day} className="sched-day">
              <label className="sched-open">
                <input type="checkbox" checked={h !== null} onChange={(e) => set(day, e.target.checked ? { ...defaultHours } : null)} />
                {name}
              </label>
              {h ? (
                <>
                  <label className="admin-field">
                    Opens
                    <input type="time" value={h.open} aria-label={`${name} opens`} onChange={(e) => set(day, { ...h, open: e.target.value })} />
                  </label>
                  <label className="admin-field">
                    Closes
                    <input type="time" value={h.close} aria-label={`${name} closes`} onChange={(e) => set(day, { ...h, close: e.target.value })} />
                  </label>
                </>
              ) : (
                <span className="site-hint">Closed</span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
