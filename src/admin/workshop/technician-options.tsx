/**
 * The options of a technician select: the showroom's active staff by name, "No technician
 * yet" first; while the list loads or when it failed, the option says so (the select stays
 * usable with the one it has).
 */
import { useQuery } from '@tanstack/react-query';
import { techniciansQuery } from './workshop-queries.ts';

export function TechnicianOptions({ showroomId, current }: { showroomId: number; current?: string | null }) {
  const { data, error } = useQuery({ ...techniciansQuery(showroomId), enabled: showroomId > 0 });
  const listed = data ?? [];
  return (
    <>
      <option value="">{data ? 'No technician yet' : error ? 'Could not load the staff list' : 'Loading the staff...'}</option>
      {listed.map((t) => <option key={t.userId} value={t.userId}>{t.name}</option>)}
      {/* A technician no longer listed (switched off, moved) still shows on the card. */}
      {current && data && !listed.some((t) => t.userId === current) && <option value={current}>{current}</option>}
    </>
  );
}
