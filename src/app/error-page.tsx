import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './error-page.css';

/** requirements 2.1: the generic router error page, titled 'Unexpected Application Error!'. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  usePageMeta(t`Unexpected Application Error!`, t`Something went wrong while opening this page.`);
  const detail = error instanceof Error ? error.message : String(error ?? '');
  return (
    <section className="page error-page" role="alert">
      <h1 className="error-page-title">
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      {detail && <p className="error-page-detail">{detail}</p>}
      <div className="error-page-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </button>
        <Link className="btn btn-outline" to="/" reloadDocument>
          <Trans>Go to home</Trans>
        </Link>
      </div>
    </section>
  );
}
