/**
 * The frame every enquiry page shares: its h1, an optional lead, the main column and an
 * optional side panel (contact details), one column on phones and tablets.
 */
import type { ReactNode } from 'react';
import './enquiry-page.css';

interface EnquiryPageLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}

export function EnquiryPageLayout({ title, lead, children, aside }: EnquiryPageLayoutProps) {
  return (
    <div className="enquiry-page">
      <h1 className="enquiry-page__title">{title}</h1>
      {lead ? <p className="enquiry-page__lead">{lead}</p> : null}
      <div className={`enquiry-page__columns${aside ? ' enquiry-page__columns--aside' : ''}`}>
        <div>{children}</div>
        {aside ? <aside>{aside}</aside> : null}
      </div>
    </div>
  );
}
