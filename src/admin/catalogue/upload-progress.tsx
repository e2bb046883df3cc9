/**
 * One upload on its way: the file's name, how far it is (a bar and the percent) and
 * Cancel (docs/catalogue.md "Uploads: progress, cancel, publish").
 */
import type { UploadInFlight } from './uploads-in-flight.ts';

export function UploadProgress({ upload }: { upload: UploadInFlight }) {
  return (
    <div className="studio-upload" role="group" aria-label={`Uploading ${upload.name}`}>
      <p className="studio-upload-text">
        Uploading <span className="studio-upload-name">{upload.name}</span>: <span className="studio-upload-percent">{upload.percent}%</span>
      </p>
      <progress max={100} value={upload.percent} aria-label={`${upload.name} uploaded`} />
      <button type="button" className="btn btn-outline admin-keep-case" onClick={upload.cancel} aria-label={`Cancel uploading ${upload.name}`}>Cancel</button>
    </div>
  );
}
