/**
 * The studio's uploads on their way up (docs/catalogue.md "Uploads: progress, cancel,
 * publish"): each photo, 360 set and brochure while its request runs, with its file's
 * name, how far it is and a way to cancel it. The editor's status line counts them
 * ("2 photos uploading") and Save draft and Publish wait for them: a path lands in the
 * draft only when its upload answers.
 */
import { useSyncExternalStore } from 'react';

export type UploadKind = 'photo' | 'frames' | 'brochure';

export interface UploadInFlight {
  id: number;
  modelId: number;
  kind: UploadKind;
  /** The draft place it is for ('colours.r1.photo'), so its field finds it. */
  slot: string;
  /** The file's name (a 360 set: the first frame's and how many). */
  name: string;
  /** 0 to 100: the share of the file sent so far. */
  percent: number;
  cancel: () => void;
}

let uploads: readonly UploadInFlight[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly UploadInFlight[]) {
  uploads = next;
  listeners.forEach((l) => l());
}

/** Registers an upload; the answer moves its percent and ends it. */
export function startUpload(entry: Omit<UploadInFlight, 'id' | 'percent'>) {
  lastId += 1;
  const id = lastId;
  publish([...uploads, { ...entry, id, percent: 0 }]);
  return {
    id,
    progress: (percent: number) => publish(uploads.map((u) => (u.id === id ? { ...u, percent } : u))),
    end: () => publish(uploads.filter((u) => u.id !== id)),
  };
}

export function uploadsOf(modelId: number): UploadInFlight[] {
  return uploads.filter((u) => u.modelId === modelId);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The uploads of one model, re-rendering as they move. */
export function useUploadsInFlight(modelId: number): UploadInFlight[] {
  const all = useSyncExternalStore(subscribe, () => uploads);
  return all.filter((u) => u.modelId === modelId);
}

/** The status line's words: '2 photos uploading', '1 photo, the 360 frames and the brochure uploading'. */
export function uploadingWords(list: readonly UploadInFlight[]): string {
  const photos = list.filter((u) => u.kind === 'photo').length;
  const parts = [
    photos === 1 ? '1 photo' : photos > 1 ? `${photos} photos` : '',
    list.some((u) => u.kind === 'frames') ? 'the 360 frames' : '',
    list.some((u) => u.kind === 'brochure') ? 'the brochure' : '',
  ].filter(Boolean);
  if (parts.length === 0) return '';
  const joined = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${joined[0]!.toUpperCase()}${joined.slice(1)} uploading`;
}
