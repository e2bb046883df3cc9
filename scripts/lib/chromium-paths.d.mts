// Types of chromium-paths.mjs for tests/e2e/support/chromium.ts, which imports it.
export declare const chromiumPath: string;
export declare const headlessShellPath: string;
