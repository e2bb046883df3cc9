/**
 * Admin accounts from the command line (README "Admin API"):
 *   npm run admin -- create <userId>
 *   npm run admin -- reset-password <userId>
 * Uses the server's database (DATABASE_URL, or PGlite in DATA_DIR), migrating it first.
 * The password comes from ADMIN_PASSWORD or is asked for twice on the terminal, hidden.
 * A reset ends every session of that user and lifts its sign-in lock-out.
 */
import { loadConfig } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { passwordRules } from '../src/contract/admin-schemas.ts';
import { insertAdmin, updatePasswordHash } from './auth/admin-repository.ts';
import { clearUserFailures } from './auth/login-attempt-repository.ts';
import { userKey } from './auth/login-throttle.ts';
import { hashPassword } from './auth/password.ts';
import { deleteUserSessions } from './auth/session-repository.ts';

const usage = `Usage:
  npm run admin -- create <userId>          create an admin account
  npm run admin -- reset-password <userId>  set a new password and end that admin's sessions

The password is read from ADMIN_PASSWORD, or asked for on the terminal.`;

class CliError extends Error {}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    process.stdout.write(question);
    let value = '';
    const cleanup = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          cleanup();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          cleanup();
          reject(new CliError('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  let password: string;
  if (fromEnv !== undefined && fromEnv !== '') {
    password = fromEnv;
  } else {
    if (!process.stdin.isTTY) throw new CliError('No terminal to ask for the password: set ADMIN_PASSWORD.');
    password = await askHidden('New password: ');
    const again = await askHidden('Repeat the password: ');
    if (password !== again) throw new CliError('The two passwords do not match. Nothing was changed.');
  }
  if (password.length < passwordRules.min || password.length > passwordRules.max) {
    throw new CliError(`The password must be ${passwordRules.min} to ${passwordRules.max} characters. Nothing was changed.`);
  }
  return password;
}

function checkUserId(userId: string | undefined): string {
  if (!userId || !/^\S{1,64}$/.test(userId)) throw new CliError(`A user id of 1 to 64 characters without spaces is needed.\n\n${usage}`);
  return userId;
}

async function create(db: Db, userId: string, password: string): Promise<string> {
  const created = await insertAdmin(db, { userId, passwordHash: await hashPassword(password), userName: '', city: '' });
  if (!created) throw new CliError(`An admin "${userId}" already exists. Use reset-password to change its password.`);
  return `Created admin "${userId}".`;
}

async function resetPassword(db: Db, userId: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  const ended = await db.transaction(async (tx) => {
    if (!(await updatePasswordHash(tx, userId, passwordHash))) throw new CliError(`There is no admin "${userId}".`);
    await clearUserFailures(tx, userKey(userId));
    return deleteUserSessions(tx, userId);
  });
  return `Password of admin "${userId}" reset; ${ended} session(s) ended.`;
}

async function main(args: string[]): Promise<number> {
  const [command, rawUserId, ...rest] = args;
  if ((command !== 'create' && command !== 'reset-password') || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const userId = checkUserId(rawUserId);
  const password = await readPassword();
  const config = loadConfig();
  // On PGlite this refuses while a server holds the data dir (DataDirInUseError); on
  // PostgreSQL it works beside running servers.
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 2, holder: 'admin command' });
  try {
    await migrate(db);
    console.log(command === 'create' ? await create(db, userId, password) : await resetPassword(db, userId, password));
    return 0;
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
