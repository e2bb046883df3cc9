/**
 * An export that cannot be made on this device right now for a reason the user can act on
 * (offline before the PDF fonts were ever saved); its message is shown as it is.
 */
export class ExportUnavailableError extends Error {}

export class PdfFontUnavailableError extends ExportUnavailableError {
  constructor(options?: ErrorOptions) {
    super('The PDF font is not saved on this device yet. Connect to the internet and export the PDF again.', options);
  }
}
