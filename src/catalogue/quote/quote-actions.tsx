import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { quotePdf, quoteFileName } from './quote-pdf.ts';
import { quoteSummaryText, type QuoteDocument } from './quote-summary.ts';

interface QuoteActionsProps {
  document: QuoteDocument;
  /** The `/quote?...` link that reopens the same quote. */
  link: string;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(window.document.createElement('a'), { href: url, download: name });
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the URL; let it go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Download quote (a one-page PDF) and Share: the Web Share API with the summary and the
 * PDF where the device has it, else the link is copied to the clipboard.
 */
export function QuoteActions({ document: doc, link }: QuoteActionsProps) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);

  async function run(what: 'download' | 'share', action: () => Promise<void>) {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      // A buyer closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t`That did not work. Please try again.`);
    } finally {
      setBusy(null);
    }
  }

  const onDownload = () => run('download', async () => download(await quotePdf(i18n, doc), quoteFileName(doc)));

  const onShare = () => run('share', async () => {
    const text = quoteSummaryText(i18n, doc);
    const title = t`On-road price quote`;
    if (typeof navigator.share === 'function') {
      const file = new File([await quotePdf(i18n, doc)], quoteFileName(doc), { type: 'application/pdf' });
      const withFile = { title, text, files: [file] };
      await navigator.share(navigator.canShare?.(withFile) ? withFile : { title, text, url: link });
      return;
    }
    await navigator.clipboard.writeText(link);
    toast.success(t`Link to this quote copied`);
  });

  return (
    <div className="quote-actions">
      <button type="button" className="btn btn-outline" onClick={() => void onDownload()} disabled={busy !== null}>
        {busy === 'download' ? t`Preparing…` : t`Download quote`}
      </button>
      <button type="button" className="btn btn-outline" onClick={() => void onShare()} disabled={busy !== null}>
        <Trans>Share</Trans>
      </button>
    </div>
  );
}
