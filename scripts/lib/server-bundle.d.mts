// Types of server-bundle.mjs for the TypeScript that imports it (test support, benchmarks).
export type ServerCommand = 'main' | 'admin-cli';
export declare const serverCommands: ServerCommand[];
export declare const serverBundleEnv: string;
export declare function bundleServer(outDir: string): Promise<void>;
export declare function runBundle(): Promise<string>;
export declare function serverArgs(dir: string, command: ServerCommand): string[];
