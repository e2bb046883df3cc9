/**
 * The site's own Link and NavLink (src/ui/link.tsx, docs/decisions/own-link.md) draw the
 * href, the `active` class and `aria-current` exactly as React Router's do, without its
 * prefetch code.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { NavLink as RouterNavLink, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from '../../src/ui/link.tsx';

const drawn = (location: string, link: React.ReactNode) => renderToStaticMarkup(<StaticRouter location={location}>{link}</StaticRouter>);
/** The attributes both draw (React Router adds `data-discover` for its framework mode). */
const attributes = (html: string) => html.replace(/ data-discover="true"/, '');

describe('NavLink', () => {
  const cases: [string, string, boolean][] = [
    ['/motorcycle', '/motorcycle', false],
    ['/Motorcycle', '/motorcycle', false],
    ['/motorcycle/shine-100', '/motorcycle', false],
    ['/motorcycle/shine-100', '/motorcycle', true],
    ['/motorcycles', '/motorcycle', false],
    ['/scooters', '/motorcycle', false],
    ['/motorcycle', '/', false],
    ['/', '/', false],
    ['/admin/leads/', '/admin/leads/', false],
    ['/admin/leads/7', '/admin/leads/', false],
  ];
  it.each(cases)('at %s, a link to %s (end: %s) is marked as React Router marks it', (location, to, end) => {
    const ours = drawn(location, <NavLink className="filter-chip" to={to} end={end}>Go</NavLink>);
    const theirs = drawn(location, <RouterNavLink className="filter-chip" to={to} end={end}>Go</RouterNavLink>);
    expect(ours).toBe(attributes(theirs));
  });

  it('is active with aria-current="page" where the visitor is', () => {
    expect(drawn('/ev', <NavLink className="filter-chip" to="/ev">EV</NavLink>)).toBe('<a aria-current="page" class="filter-chip active" href="/ev">EV</a>');
  });
});

describe('Link', () => {
  it('draws the route as its href, and another site as it is', () => {
    expect(drawn('/about', <Link to="/motorcycle?type=ev" className="btn">Go</Link>)).toBe('<a class="btn" href="/motorcycle?type=ev">Go</a>');
    expect(drawn('/about', <Link to={{ pathname: '/quote', search: '?model=shine' }}>Go</Link>)).toBe('<a href="/quote?model=shine">Go</a>');
    expect(drawn('/about', <Link to="https://maps.google.com/?q=1,2" target="_blank">Go</Link>)).toBe('<a href="https://maps.google.com/?q=1,2" target="_blank">Go</a>');
    expect(drawn('/about', <Link to="/" reloadDocument>Home</Link>)).toBe('<a href="/">Home</a>');
  });
});
