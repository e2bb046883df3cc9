import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SocialSidebar } from './social-sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import './public-layout.css';

/** requirements 2.1: header, the second top bar and the footer on every route outside /admin (requirements 2.2: and the social links). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
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
