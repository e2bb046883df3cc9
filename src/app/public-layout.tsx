import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SocialSidebar } from './social-sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import './public-layout.css';

/** spec 2.1: header, the second top bar and the footer on every route outside /admin (spec 2.2: and the social links). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <SocialSidebar />
      <SiteFooter />
    </div>
  );
}
