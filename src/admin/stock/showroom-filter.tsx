/**
 * The Showroom filter of the stock and bookings lists: all the person's showrooms, or one
 * of them. Shown only to someone who works more than one.
 */
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';

interface Props {
  showroomIds: readonly number[];
  /** The chosen showroom's id as text; '' for all of them. */
  value: string;
  onChange: (value: string) => void;
}

export function ShowroomFilter({ showroomIds, value, onChange }: Props) {
  const { showrooms } = useSiteSettings();
  if (showroomIds.length <= 1) return null;
  return (
    <label className="admin-field">
      <span>Showroom</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All my showrooms</option>
        {showroomIds.map((s) => <option key={s} value={s}>{showroomPlaceIn(showrooms, s)}</option>)}
      </select>
    </label>
  );
}
