import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/use-page-meta.ts';

/** Any path outside the route table (spec 2.1). */
export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you asked for does not exist.');
  return (
    <section className="page" style={{ textAlign: 'center' }}>
      <h1 className="page-title" style={{ display: 'inline-block' }}>
        Page not found
      </h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link className="btn btn-primary" to="/">
          Back to home
        </Link>
      </p>
    </section>
  );
}
