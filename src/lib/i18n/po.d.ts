// A Lingui catalog, compiled to a module when imported (@lingui/vite-plugin).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
