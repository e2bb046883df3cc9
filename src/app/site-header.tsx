import { Link } from 'react-router-dom';
import { Logo } from './logo.tsx';
import { NavBar } from './nav-bar.tsx';
import { ShowroomCalls } from './showroom-calls.tsx';
import './site-header.css';

/** spec 2.2: logo, a contact list per showroom (name and two phones each) and the red navigation bar. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="header-logo">
          <Logo />
        </Link>
        <ShowroomCalls />
      </div>
      <NavBar />
    </header>
  );
}
