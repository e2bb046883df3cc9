/**
 * A job card's intake photos (docs/workshop.md "Intake photos"): the vehicle as it came in,
 * its scratches and dents, as thumbnails that open the full picture. Until the card is
 * delivered, "Add photo" opens the tablet's camera (or its files), one picture per request
 * through the card's photo route, and each photo has Remove. A refusal ("This file is not a
 * photo") shows under the photos and in a toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { mediaUploadField } from '#contract/media-uploads.ts';
import { sourceFor } from '#contract/media.ts';
import { maxIntakePhotos, workshopPaths, type JobCardAnswer, type JobCardRecord, type IntakePhoto } from '#contract/workshop.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { api, mediaUrl } from '../../lib/api.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { cardPath, jobCardQuery } from './workshop-queries.ts';

const photoPath = (cardId: number, photoId: number) => cardPath(workshopPaths.photo, cardId).replace(':photoId', String(photoId));

export function IntakePhotos({ card, photos }: { card: JobCardRecord; photos: readonly IntakePhoto[] }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const open = card.stage !== 'delivered';
  const saved = (answer: JobCardAnswer) => {
    setProblem('');
    queryClient.setQueryData(jobCardQuery(card.id).queryKey, answer);
  };
  const refused = (fallback: string) => (failure: unknown) => {
    const text = fieldProblem(failureText(failure, fallback)).text;
    setProblem(text);
    return text;
  };
  const upload = useAdminWrite({
    write: (file: File) => {
      const form = new FormData();
      form.append(mediaUploadField, file, file.name || 'intake.jpg');
      return api<JobCardAnswer>(cardPath(workshopPaths.photos, card.id), { method: 'POST', body: form });
    },
    onDone: saved,
    done: () => 'Photo added',
    failed: refused('Failed to upload the photo. Please try again.'),
  });
  const removal = useAdminWrite({
    write: (photo: IntakePhoto) => api<JobCardAnswer>(photoPath(card.id, photo.id), { method: 'DELETE' }),
    onDone: saved,
    done: () => 'Photo removed',
    failed: refused('Failed to remove the photo. Please try again.'),
  });
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    <section className="workshop-photos" aria-labelledby={`intake-photos-${card.id}`}>
      <h3 id={`intake-photos-${card.id}`} className="stock-history-heading">Intake photos</h3>
      {photos.length === 0 ? (
        <p className="stock-hint">{open ? 'No photo yet: photograph the vehicle all round, and each scratch or dent.' : 'No intake photos were taken.'}</p>
      ) : (
        <ul className="workshop-photo-list">
          {photos.map((photo, i) => (
            <li key={photo.id} className="workshop-photo">
              <a href={mediaUrl(photo.path)} target="_blank" rel="noreferrer" className="workshop-photo-picture">
                <img src={mediaUrl(sourceFor(photo.path, 320))} alt={`Intake photo ${i + 1} of ${card.registration}`} width={160} height={120} loading="lazy" />
              </a>
              <span className="workshop-photo-when">{formatIstDateTime(photo.addedAt)}</span>
              {open && (
                <button type="button" className="btn btn-outline admin-keep-case" disabled={removal.isPending}
                  aria-label={`Remove intake photo ${i + 1}`} onClick={() => removal.mutate(photo)}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {problem && <p className="admin-field-error" role="alert">{problem}</p>}
      {open && photos.length < maxIntakePhotos && (
        <p className="workshop-photo-add">
          <input
            // Out of the page: the button opens it (a hidden file input still opens its chooser); on a tablet, its camera.
            ref={input} type="file" accept="image/*" capture="environment" hidden
            aria-label="Intake photo: choose a photo" onChange={chosen} disabled={upload.isPending}
          />
          <button type="button" className="btn btn-outline admin-keep-case" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? 'Uploading photo…' : 'Add photo'}
          </button>
        </p>
      )}
    </section>
  );
}
