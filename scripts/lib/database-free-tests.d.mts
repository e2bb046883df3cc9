// Types of database-free-tests.mjs for vitest.config.ts, which imports it.
export declare function databaseFreeUnitTests(root?: string): string[];
