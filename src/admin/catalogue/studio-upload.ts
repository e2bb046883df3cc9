/**
 * Uploads through the photo pipeline's routes (server/media; docs/catalogue.md): one
 * picture, a 360 set or a brochure. Each answers the stored path; a refusal says why in
 * plain words ('That file is not a photo'), shown at the field.
 */
import { mediaApiPaths, mediaUploadField, type StoredBrochure, type StoredFrames, type StoredImage } from '#contract/media-uploads.ts';
import { api } from '../../lib/api.ts';

function form(files: Blob[], names: string[]): FormData {
  const data = new FormData();
  files.forEach((f, i) => data.append(mediaUploadField, f, names[i] ?? 'upload'));
  return data;
}

export async function uploadImage(file: Blob, name: string): Promise<string> {
  return (await api<StoredImage>(mediaApiPaths.images, { method: 'POST', body: form([file], [name]) })).path;
}

export async function uploadBrochure(file: Blob, name: string): Promise<string> {
  return (await api<StoredBrochure>(mediaApiPaths.brochures, { method: 'POST', body: form([file], [name]) })).path;
}

/** The frames in the order of their file names (frame2 before frame10), as the server orders them too. */
export async function uploadFrames(files: File[]): Promise<string[]> {
  const sorted = [...files].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const answer = await api<StoredFrames>(mediaApiPaths.frames, {
    method: 'POST', body: form(sorted, sorted.map((f) => f.name)),
  });
  return answer.frames.map((f) => f.path);
}
