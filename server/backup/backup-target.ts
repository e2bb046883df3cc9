/**
 * Opens the file a backup is written to (its partial name beside the final one), with the
 * usual refusals said in words: the folder is missing, is not a folder, or cannot be
 * written. The commands print these as one line; the daily backup logs them.
 */
import { open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

export class BackupTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupTargetError';
  }
}

export async function openBackupTarget(partial: string, file: string): Promise<FileHandle> {
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory()) throw new BackupTargetError(`${file} is a folder: name the backup file to write in it.`);
  try {
    return await open(partial, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const folder = dirname(file);
    if (code === 'ENOENT') throw new BackupTargetError(`The folder ${folder} does not exist: create it or name a file in another folder.`);
    if (code === 'ENOTDIR') throw new BackupTargetError(`${folder} is not a folder: name a file in a folder.`);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw new BackupTargetError(`The folder ${folder} cannot be written (no permission).`);
    throw error;
  }
}
