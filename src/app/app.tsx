import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createAppRouter } from './router.tsx';
import './toaster.css';

/** The app root: the router, and the one toast outlet for public and admin screens (spec 9). */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      {/* spec 9: top-right, auto-close 5 s, Alt+T focuses notifications, width 320 px (toaster.css). */}
      <Toaster position="top-right" duration={5000} hotkey={['altKey', 'KeyT']} closeButton richColors />
    </>
  );
}
