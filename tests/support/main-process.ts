/**
 * The real server (server/main.ts) and admin command (server/admin-cli.ts) as child
 * processes, for tests about processes: locks on the data dir, start-up lines, signals.
 * They run from the test run's bundle of the server (tests/support/server-bundle.ts), as
 * `npm start` runs its own. DATABASE_URL is never inherited: each run says which database
 * it uses.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ServerCommand } from '../../scripts/lib/server-bundle.mjs';
import { bundledServerArgs } from './server-bundle.ts';

const root = join(import.meta.dirname, '..', '..');

export interface ChildRun {
  pid: number;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

function run(command: ServerCommand, env: Record<string, string>, cwd: string, args: string[] = []): ChildRun {
  const base = { ...process.env } as Record<string, string>;
  delete base.DATABASE_URL;
  delete base.ADMIN_PASSWORD;
  const child = spawn(process.execPath, [...bundledServerArgs(command), ...args], {
    cwd,
    env: { ...base, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DIST_DIR: join(root, 'tests', 'fixtures', 'app-build'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
  return { pid: child.pid ?? 0, exit, output: () => output, kill: (signal) => child.kill(signal) };
}

/** server/main.ts with `env` (PORT, DATA_DIR or DATABASE_URL, ...), in `cwd` (the repository by default). */
export function runServer(env: Record<string, string>, cwd = root): ChildRun {
  return run('main', { ADMIN_USER_ID: 'admin', ADMIN_PASSWORD: 'start-up-Password-1', ...env }, cwd);
}

/** `npm run admin -- <args>` as the script itself. */
export function runAdminCommand(args: string[], env: Record<string, string>, cwd = root): ChildRun {
  return run('admin-cli', env, cwd, args);
}

async function waitForOutput(child: ChildRun, text: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!child.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" not printed:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a server and waits for its "Listening" line. A port found free can be taken by
 * another socket before the server binds it (an outgoing connection gets one of the same
 * ephemeral ports): the server then says so and exits, and another port is tried.
 */
export async function startServerProcess(env: Record<string, string>, cwd = root): Promise<ChildRun & { url: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = runServer({ ...env, PORT: String(port) }, cwd);
    const url = `http://127.0.0.1:${port}`;
    const exited = await Promise.race([
      waitForOutput(child, `Listening on ${url}`).then(() => null),
      child.exit.then((r) => r),
    ]);
    if (exited === null) return { ...child, url };
    if (attempt < 3 && exited.output.includes('is already in use')) continue;
    throw new Error(`server exited (${exited.code}) before listening:\n${exited.output}`);
  }
}
