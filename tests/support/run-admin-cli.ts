/**
 * Runs `npm run admin` as a real process from the run's bundle of the server
 * (tests/support/server-bundle.ts), stdin not a terminal, and gives back what it printed.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bundledServerArgs } from './server-bundle.ts';

const root = join(import.meta.dirname, '..', '..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runAdminCli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...bundledServerArgs('admin-cli'), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
