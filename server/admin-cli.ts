/**
 * Admin accounts from the command line (docs/roles.md):
 *   npm run admin -- create <userId>          an Owner
 *   npm run admin -- reset-password <userId>  also switches the account back on
 *   npm run admin -- activate <userId>        switches an account back on, password kept
 *   npm run admin -- backup [file] / restore <file> [--force]   (server/backup/backup-commands.ts)
 * Uses the server's database (DATABASE_URL, or PGlite in DATA_DIR), migrating it first.
 * The password comes from ADMIN_PASSWORD or is asked for twice on the terminal, hidden.
 * A reset ends every session of that user and lifts its sign-in lock-out: it is how a
 * dealer who has locked everyone out gets back in.
 */
import { loadConfig } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { passwordRules } from '#contract/admin-schemas.ts';
import { insertAdmin, reactivateAdmin, updatePasswordHash } from './auth/admin-repository.ts';
import { clearUserFailures } from './auth/login-attempt-repository.ts';
import { userKey } from './auth/login-throttle.ts';
import { hashPassword } from './auth/password.ts';
import { deleteUserSessions } from './auth/session-repository.ts';
import { BackupCommandError, backupUsage, isBackupCommand, runBackupCommand } from './backup/backup-commands.ts';

const usage = `Usage:
  npm run admin -- create <userId>          create an Owner account (Owners may do everything)
  npm run admin -- reset-password <userId>  set a new password, switch the account back on if it
                                            was off, end its sessions and lift its sign-in lock-out
  npm run admin -- activate <userId>        switch an account back on, keeping its password
${backupUsage}
  npm run admin -- --help                   show this text

The password is read from ADMIN_PASSWORD, or asked for on the terminal.`;

const commands = ['create', 'reset-password', 'activate'] as const;
type Command = (typeof commands)[number];

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
  return `Created admin "${userId}" as Owner.`;
}

const switchedOn = (wasOff: boolean) => (wasOff ? ' The account was off and is switched on again.' : '');

async function resetPassword(db: Db, userId: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  const { ended, wasOff } = await db.transaction(async (tx) => {
    if (!(await updatePasswordHash(tx, userId, passwordHash))) throw new CliError(`There is no admin "${userId}".`);
    const reactivated = await reactivateAdmin(tx, userId);
    await clearUserFailures(tx, userKey(userId));
    return { ended: await deleteUserSessions(tx, userId), wasOff: reactivated?.wasOff ?? false };
  });
  return `Password of admin "${userId}" reset; ${ended} session(s) ended.${switchedOn(wasOff)}`;
}

async function activate(db: Db, userId: string): Promise<string> {
  const reactivated = await db.transaction(async (tx) => {
    const result = await reactivateAdmin(tx, userId);
    if (result) await clearUserFailures(tx, userKey(userId));
    return result;
  });
  if (!reactivated) throw new CliError(`There is no admin "${userId}".`);
  return reactivated.wasOff ? `Admin "${userId}" is switched on again.` : `Admin "${userId}" was already on; nothing changed.`;
}

function isCommand(value: string | undefined): value is Command {
  return (commands as readonly (string | undefined)[]).includes(value);
}

async function main(args: string[]): Promise<number> {
  const [command, rawUserId, ...rest] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(usage);
    return 0;
  }
  if (isBackupCommand(command)) {
    const config = loadConfig();
    const open = () => connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 2, holder: 'admin command', embedded: config.embeddedDatabase });
    console.log(await runBackupCommand(args, config, open));
    return 0;
  }
  if (!isCommand(command) || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const userId = checkUserId(rawUserId);
  const password = command === 'activate' ? '' : await readPassword();
  const config = loadConfig();
  // On PGlite this refuses while a server holds the data dir (DataDirInUseError); on
  // PostgreSQL it works beside running servers.
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 2, holder: 'admin command', embedded: config.embeddedDatabase });
  try {
    await migrate(db);
    const run: Record<Command, () => Promise<string>> = {
      create: () => create(db, userId, password),
      'reset-password': () => resetPassword(db, userId, password),
      activate: () => activate(db, userId),
    };
    console.log(await run[command]());
    return 0;
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError || error instanceof DataDirInUseError || error instanceof BackupCommandError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
