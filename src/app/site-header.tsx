import { Link } from 'react-router-dom';
import { site } from '../contract/site.ts';
import { Logo } from './logo.tsx';
import { NavBar } from './nav-bar.tsx';
import './site-header.css';

/** spec 2.2: logo, a contact list per showroom (name and two phones each) and the red navigation bar. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="header-logo">
          <Logo />
        </Link>
        <ul className="header-contacts" aria-label="Showroom phone numbers">
          {site.showrooms.map((s) => (
            <li key={s.id} className="header-contact">
              <span className="header-contact-name">{s.label}</span>
              <a href={`tel:${s.salesNo.replace(/\s+/g, '')}`}>{s.salesNo}</a>
              <a href={`tel:${s.serviceNo.replace(/\s+/g, '')}`}>{s.serviceNo}</a>
            </li>
          ))}
        </ul>
      </div>
      <NavBar />
    </header>
  );
}
