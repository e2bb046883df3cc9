/**
 * Lets the build drop the parts of React Router the site does not use (docs/performance.md,
 * "Home page script"). React Router's production build makes its components and contexts
 * at the top of one large module (`var Form = React.forwardRef(...)`,
 * `Form.displayName = "Form"`) with no pure annotation, so the bundler must keep every one
 * of them, and all they call, whether or not the app imports it: the data router's forms,
 * fetchers, prefetch links and server-component handlers went into every page's main
 * script. This marks those calls pure and drops the `displayName` labels (names for React's
 * developer tools, which a production build does not show), so an unused component goes
 * with what only it needs. Only React Router's production files are touched; the
 * development build (`vite` without `build`) is left as it is.
 */
import type { Plugin } from 'vite';

const routerProductionFile = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
/** `React10.forwardRef(` and `React.createContext(` at the start of a top-level `var`. */
const wrapperCall = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `Link.displayName = "Link";` on a line of its own, at the top level. */
const displayName = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

export function pureRouterComponents(): Plugin {
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform(code: string, id: string) {
      const file = id.split('?')[0] ?? id;
      if (!routerProductionFile.test(file)) return null;
      const pure = code.replace(wrapperCall, '$1/* @__PURE__ */ $2').replace(displayName, '');
      return pure === code ? null : { code: pure, map: null };
    },
  };
}
