/** Saves a built file through a temporary link (works offline, no server round trip). */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
