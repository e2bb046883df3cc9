import { Link } from '../ui/link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { NavBar } from './nav-bar.tsx';
import { ShowroomCalls } from './showroom-calls.tsx';
import './site-header.css';

/** requirements 2.2: logo, a contact list per showroom (name and two phones each) and the red navigation bar; the language switch. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="header-logo">
          <Logo />
        </Link>
        <div className="header-actions">
          <LanguageSwitch />
          <ShowroomCalls />
        </div>
      </div>
      <NavBar />
    </header>
  );
}
