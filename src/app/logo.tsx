import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';
import { LogoMark } from '../ui/logo-mark.tsx';

/**
 * The dealer's logo (Manage > Site) beside its name; without one, the group's mark: a red
 * shield with a wheel, drawn here (no image request).
 */
export function Logo() {
  const dealer = useSiteSettings();
  return (
    <span className="logo">
      <LogoMark logoPath={dealer.logoPath} />
      <span className="logo-text">
        <span className="logo-name">{dealer.dealerName}</span>
        <span className="logo-tag">Motorcycles · Scooters · EV</span>
      </span>
    </span>
  );
}
