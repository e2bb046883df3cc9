/** The Workshop screen's reads: the board (into the device's copy), one job card, a search of the parts list, the labour list, the technicians and a bill (docs/workshop.md "Routes"). */
import { queryOptions } from '@tanstack/react-query';
import { workshopPaths, type BoardCard, type JobCardAnswer, type PartListRow, type PartsListAnswer } from '#contract/workshop.ts';
import type { LabourOperation } from '#contract/workshop-labour.ts';
import type { BillAnswer } from '#contract/workshop-bill.ts';
import { technicianPaths, type Technician } from '#contract/workshop-technicians.ts';
import { api } from '../../lib/api.ts';
import { storeBoard } from './workshop-board-db.ts';

export type PartRow = PartListRow;
/** The labour operations offered for a new line: retired ones are left out by the server. */
export type LabourRow = LabourOperation;

/** A path of the contract with the card's (and line's) id in it. */
export const cardPath = (path: string, id: number, lineId = 0): string => path.replace(':id', String(id)).replace(':lineId', String(lineId));

function list<T>(path: string) {
  return queryOptions({
    queryKey: [path],
    queryFn: async ({ signal }) => (await api<{ data: T[] }>(path, { signal, cache: 'no-store' })).data,
  });
}

/**
 * Reads the board and keeps it as the device's copy, which the board shows (offline too):
 * after every change made on the screen, and by the board itself (./use-workshop-board.ts).
 * Rejects when the server cannot be read; the copy stays as it was.
 */
export async function refreshBoardCopy(): Promise<void> {
  const answer = await api<{ data: BoardCard[] }>(workshopPaths.jobCards, { cache: 'no-store' });
  await storeBoard(answer.data, Date.now());
}

/** After a change of the screen: the copy read again if there is a signal (the board retries by itself). */
export function boardChanged(): void {
  refreshBoardCopy().catch(() => undefined);
}
export const labourQuery = list<LabourRow>(workshopPaths.labour);

export function jobCardQuery(id: number) {
  return queryOptions({
    queryKey: [workshopPaths.jobCards, id],
    queryFn: ({ signal }) => api<JobCardAnswer>(cardPath(workshopPaths.jobCard, id), { signal, cache: 'no-store' }),
  });
}

/** The active staff of a showroom, to choose a job card's technician from. */
export function techniciansQuery(showroomId: number) {
  return queryOptions({
    queryKey: [technicianPaths.technicians, showroomId],
    queryFn: async ({ signal }) => (await api<{ data: Technician[] }>(`${technicianPaths.technicians}?showroom=${showroomId}`, { signal, cache: 'no-store' })).data,
    staleTime: 5 * 60_000,
  });
}

/** A card's bill: made and numbered, or drawn from today's approved lines. */
export function billQuery(jobCardId: number) {
  return queryOptions({
    queryKey: [workshopPaths.bill, jobCardId],
    queryFn: ({ signal }) => api<BillAnswer>(cardPath(workshopPaths.bill, jobCardId), { signal, cache: 'no-store' }),
  });
}

/** How many matches the add-line form's part search shows: a screenful, not the whole list. */
export const partMatchesShown = 20;

/** Parts whose number or name has `q`, found by the server (a dealer's list runs to 20,000 parts). */
export function partSearchQuery(q: string) {
  const query = new URLSearchParams({ q, limit: String(partMatchesShown) });
  return queryOptions({
    queryKey: [workshopPaths.parts, 'search', q],
    queryFn: ({ signal }) => api<PartsListAnswer>(`${workshopPaths.parts}?${query.toString()}`, { signal, cache: 'no-store' }),
    enabled: q !== '',
  });
}
