import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { needToastOutlet, useToastOutletNeeded } from '../lib/toast-outlet.ts';

const AppToaster = lazy(() => import('./app-toaster.tsx'));

/** A toaster whose code could not be fetched (offline on a first visit) must not take the page down. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * sonner's Toaster, mounted once the page needs it (src/lib/toast-outlet.ts): a first
 * visit to a page without a form fetches none of sonner's code.
 */
export function ToastOutlet() {
  const needed = useToastOutletNeeded();
  useEffect(() => {
    if (needed) return;
    // The visitor's first tap or key press may lead to a toast (a form's SUBMIT, a sign-in).
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, needToastOutlet, { once: true, capture: true });
    return () => {
      for (const type of events) window.removeEventListener(type, needToastOutlet, { capture: true });
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QuietBoundary>
  );
}
