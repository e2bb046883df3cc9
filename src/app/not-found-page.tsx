import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

/** Any path outside the route table (requirements 2.1). */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageMeta(t`Page not found`, t`The page you asked for does not exist.`);
  return (
    <section className="page" style={{ textAlign: 'center' }}>
      <h1 className="page-title" style={{ display: 'inline-block' }}>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <p>
        <Link className="btn btn-primary" to="/">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </section>
  );
}
