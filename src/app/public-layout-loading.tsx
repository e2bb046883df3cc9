import { LoadingScreen } from './loading-screen.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The public frame with a loading text, shown on a first visit until the screen's code has arrived. */
export function PublicLayoutLoading() {
  return (
    <PublicLayout>
      <LoadingScreen />
    </PublicLayout>
  );
}
