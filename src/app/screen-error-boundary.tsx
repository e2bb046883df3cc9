import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** The location the children belong to: moving elsewhere clears a shown error. */
  at: string;
  /** What to show instead of the error page (the admin area's own, router.tsx). */
  fallback?: ((error: unknown) => ReactNode) | undefined;
}

interface BoundaryState {
  failed: { error: unknown } | null;
  at: string;
}

/**
 * What the data router's errorElement did: a screen that throws while rendering, or whose
 * code cannot be fetched, shows the error page in its place; the next navigation tries again.
 */
class ErrorBoundaryAt extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: null, at: this.props.at };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { failed: null, at: props.at };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(failed.error) : <ErrorPage error={failed.error} />;
  }
}

/** Shows the error page (or `fallback`) in place of whatever under it fails, until the location changes. */
export function ScreenErrorBoundary({ children, fallback }: { children: ReactNode; fallback?: (error: unknown) => ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundaryAt at={pathname + search} fallback={fallback}>{children}</ErrorBoundaryAt>;
}
