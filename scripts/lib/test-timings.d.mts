// Types of test-timings.mjs for the TypeScript test configs that import it.
export declare const timingsEnv: string;
export declare function timingsFile(suite: string): string | undefined;
export declare function slowestFiles(dir: string | undefined, count?: number): { suite: string; file: string; ms: number; tests: number }[];
export declare function printSlowestFiles(dir: string | undefined, count?: number): void;
