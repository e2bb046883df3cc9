/**
 * Compiles Lingui's macros (`useLingui`, `Trans`, `msg` from @lingui/react/macro and
 * @lingui/core/macro) in the app's source for Vite and Vitest. @vitejs/plugin-react 6 runs
 * no Babel of its own, and @rolldown/plugin-babel needs Node 22, so this calls Babel with
 * Lingui's macro plugin on the files that import a macro, before Vite strips the types.
 * In a production build the macro keeps only each message's id: the words come from the
 * compiled catalog of the visitor's language.
 */
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const macroImport = /from\s*['"]@lingui\/(core|react)\/macro['"]/;

export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code: string, id: string) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !macroImport.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
