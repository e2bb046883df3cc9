// Types of test-processes.mjs for vitest.config.ts, which imports it.
export declare function ownProcessTests(root?: string): string[];
