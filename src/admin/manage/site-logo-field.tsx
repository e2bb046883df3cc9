/**
 * The dealer's logo in Manage > Site (docs/site-settings.md): shows the current one (or
 * the drawn shield used without one), uploads a new picture through the photo pipeline
 * (POST /api/admin/site/logo: checked by content, made in a few sizes at immutable
 * addresses) and puts its path in the form, which Save stores. A refusal (not a picture,
 * too large, no network) is said under the field, and the form keeps the logo it had.
 */
import { useId, useState } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { maxMediaBytes, mediaMessages, mediaUploadField, type StoredImage } from '#contract/media-uploads.ts';
import { api } from '../../lib/api.ts';
import { LogoMark } from '../../ui/logo-mark.tsx';
import { isNetworkError, serverMessage } from '../session/api-errors.ts';
import { fieldId } from './site-field.tsx';
import type { SiteFormValues } from './site-form-values.ts';

const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** What the device can tell before sending: a file the server would refuse for its size or kind. */
function refusalBeforeUpload(file: File): string | null {
  if (file.size > maxMediaBytes) return mediaMessages.tooLarge;
  if (file.type && !pictureTypes.includes(file.type)) return mediaMessages.notImage;
  return null;
}

export function SiteLogoField() {
  const { register, setValue, setError, clearErrors, watch, formState } = useFormContext<SiteFormValues>();
  const hintId = useId();
  const id = fieldId('logoPath');
  const logoPath = watch('logoPath');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const error = get(formState.errors, 'logoPath') as { message?: string } | undefined;

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    input.value = '';
    if (!file) return;
    setNote('');
    const refusal = refusalBeforeUpload(file);
    if (refusal) return setError('logoPath', { type: 'upload', message: refusal });
    setBusy(true);
    try {
      const body = new FormData();
      body.append(mediaUploadField, file, file.name);
      const stored = await api<StoredImage>(adminApiPaths.adminSiteLogo, { method: 'POST', body });
      clearErrors('logoPath');
      setValue('logoPath', stored.path, { shouldDirty: true });
      setNote('New logo ready: press Save to show it on the site.');
    } catch (failure) {
      const message = isNetworkError(failure)
        ? 'Uploading the logo needs the network and this device is offline. Try again once you are connected.'
        : serverMessage(failure, mediaMessages.unreadable);
      setError('logoPath', { type: 'upload', message });
    } finally {
      setBusy(false);
    }
  }

  const described = [`${hintId}-hint`, error?.message ? `${id}-error` : '', note ? `${hintId}-note` : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field site-field site-field-wide site-logo">
      <span className="site-logo-label" id={`${hintId}-label`}>Logo</span>
      <span id={`${hintId}-hint`} className="site-hint">A JPEG, PNG or WebP picture, at most {Math.round(maxMediaBytes / (1024 * 1024))} MB; square works best. Without one the site shows the red shield.</span>
      <div className="site-logo-row">
        <span className="site-logo-preview">
          <LogoMark logoPath={logoPath} />
        </span>
        <label className={`btn btn-outline admin-keep-case site-file-btn${busy ? ' is-busy' : ''}`}>
          {busy ? 'Uploading...' : logoPath ? 'Change logo' : 'Upload logo'}
          <input
            id={id}
            type="file"
            accept={pictureTypes.join(',')}
            aria-labelledby={`${hintId}-label`}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={(e) => void choose(e.currentTarget)}
          />
        </label>
        {logoPath && (
          <button type="button" className="btn btn-outline admin-keep-case" onClick={() => { setValue('logoPath', '', { shouldDirty: true }); clearErrors('logoPath'); setNote('The red shield comes back when you press Save.'); }}>
            Use the red shield
          </button>
        )}
      </div>
      <input type="hidden" {...register('logoPath')} />
      {error?.message && <span id={`${id}-error`} className="admin-field-error">{error.message}</span>}
      {note && <span id={`${hintId}-note`} className="site-hint" role="status">{note}</span>}
    </div>
  );
}
