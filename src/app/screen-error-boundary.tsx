import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** The location the children belong to: moving elsewhere clears a shown error. */
  at: string;
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
    return this.state.failed ? <ErrorPage error={this.state.failed.error} /> : this.props.children;
  }
}

/** Shows the error page in place of whatever under it fails, until the location changes. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundaryAt at={pathname + search}>{children}</ErrorBoundaryAt>;
}
