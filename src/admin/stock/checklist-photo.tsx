/**
 * A photo item of the delivery checklist (the handover photo): the picture once added, and
 * on an open booking "Add photo" (or "Replace photo"), which on a tablet opens its camera.
 * The picture goes in one request to the item's photo route, which stores it through the
 * photo pipeline and sets it as the item's value (docs/stock-and-delivery.md "Handover
 * photo"); its refusal ("That file is not a photo") shows under the item.
 */
import { useId, useRef, type ChangeEvent } from 'react';
import type { BookingChecklist, BookingChecklistEntry } from '#contract/delivery-checklist.ts';
import { mediaUploadField } from '#contract/media-uploads.ts';
import { stockPaths } from '#contract/stock.ts';
import { api, mediaUrl } from '../../lib/api.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';

interface Props {
  bookingId: number;
  item: BookingChecklistEntry;
  label: string;
  open: boolean;
  /** The checklist as the server answered it, and a refusal to show under the item (or none). */
  onSaved: (checklist: BookingChecklist) => void;
  onRefused: (text: string) => void;
  describedBy: string | undefined;
}

export function ChecklistPhoto({ bookingId, item, label, open, onSaved, onRefused, describedBy }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useAdminWrite({
    write: (file: File) => {
      const form = new FormData();
      form.append(mediaUploadField, file, file.name || 'handover.jpg');
      return api<BookingChecklist>(stockPaths.bookingChecklistPhoto(bookingId, item.key), { method: 'POST', body: form });
    },
    onDone: onSaved,
    done: () => `${item.labelEn}: added`,
    failed: (failure) => {
      const text = fieldProblem(failureText(failure, 'Failed to upload the photo. Please try again.')).text;
      onRefused(text);
      return text;
    },
  });
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    <div className="delivery-photo">
      <span>{label}</span>
      {item.value ? (
        <a href={mediaUrl(item.value)} target="_blank" rel="noreferrer" className="delivery-photo__picture">
          <img src={mediaUrl(item.value)} alt={`${item.labelEn} of this delivery`} width={160} height={120} loading="lazy" />
        </a>
      ) : (
        <span className="stock-hint">Not added yet</span>
      )}
      {open && (
        <>
          <input
            // Out of the page: the button below opens it (a hidden file input still opens its chooser).
            ref={input} id={inputId} type="file" accept="image/*" capture="environment" hidden
            aria-label={`${item.labelEn}: choose a photo`} onChange={chosen} disabled={upload.isPending}
          />
          <button
            type="button" className="btn btn-outline admin-keep-case" disabled={upload.isPending} aria-describedby={describedBy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? 'Uploading photo…' : item.value ? 'Replace photo' : 'Add photo'}
          </button>
        </>
      )}
    </div>
  );
}
