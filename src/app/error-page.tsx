import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './error-page.css';

/** spec 2.1: the generic router error page, titled 'Unexpected Application Error!'. */
export function ErrorPage({ error }: { error: unknown }) {
  usePageMeta('Unexpected Application Error!', 'Something went wrong while opening this page.');
  const detail = error instanceof Error ? error.message : String(error ?? '');
  return (
    <section className="page error-page" role="alert">
      <h1 className="error-page-title">Unexpected Application Error!</h1>
      {detail && <p className="error-page-detail">{detail}</p>}
      <div className="error-page-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link className="btn btn-outline" to="/" reloadDocument>
          Go to home
        </Link>
      </div>
    </section>
  );
}
