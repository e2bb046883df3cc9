/** Bytes as base64, as jsPDF's virtual file system takes a font. */
export function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  // String.fromCharCode takes a bounded number of arguments: convert in slices.
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}
