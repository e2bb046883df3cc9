import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The site's links: React Router's `Link` and `NavLink` as this app uses them (docs/decisions/own-link.md).
 * React Router's own `Link` carries its prefetch machinery (route-module and data
 * prefetching for framework apps, never used under a `<BrowserRouter>`) into the main
 * script every page loads, about 1.5 KB gzip; these keep what the site uses: the href, a
 * click handled by the router (modified clicks, other targets and a prevented default
 * left to the browser), `state`, `replace`, `reloadDocument`, addresses of other sites as
 * plain links. Import links from here, never from react-router-dom (eslint.config.js).
 */
export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
  state?: unknown;
  replace?: boolean;
  /** A full page load instead of the router's navigation. */
  reloadDocument?: boolean;
}

/** `https:`, `mailto:`, `//host`: an address of another site, not a route. */
const otherSite = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function Link({ to, state, replace, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const external = typeof to === 'string' && otherSite.test(to);
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace, target });
  if (external || reloadDocument) return <a {...rest} href={external ? (to as string) : href} target={target} onClick={onClick} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this very path, not below it. */
  end?: boolean;
}

/**
 * A link that is `active` (class) and `aria-current="page"` where the visitor is: on its path
 * or below it (unless `end`), compared without case, as React Router's `NavLink`.
 */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const to = useResolvedPath(rest.to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const active = here === to || (!end && here.startsWith(to) && here.charAt(slashAt) === '/');
  return <Link {...rest} aria-current={active ? 'page' : undefined} className={[className, active && 'active'].filter(Boolean).join(' ')} />;
}
