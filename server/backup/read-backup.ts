/**
 * Reads a backup file (backup-format.ts) entry by entry, checking as it goes: the format
 * and version, the order of entries, each table's row count and SHA-256, and the SHA-256
 * of the whole file. Anything wrong is a BackupFileError in words; a file cut short (no
 * end line) is one too.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import {
  backupFormat, backupVersion, BackupFileError, isHeader, LineHash,
  type BackupEnd, type BackupHeader, type Row, type SequenceState, type TableStart,
} from './backup-format.ts';

type BackupEntry =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: TableStart }
  | { kind: 'row'; row: Row }
  | { kind: 'tableEnd'; table: string; rows: number }
  | { kind: 'sequence'; sequence: SequenceState }
  | { kind: 'end'; end: BackupEnd };

function parse(line: string, lineNo: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupFileError(`Line ${lineNo} of the backup is not valid JSON: the file is damaged.`);
  }
}

export async function* readBackupEntries(file: string): AsyncGenerator<BackupEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  const streamError = (error: NodeJS.ErrnoException): Error =>
    error.code === 'ENOENT' ? new BackupFileError(`There is no file ${file}.`)
      : error.code === 'EISDIR' ? new BackupFileError(`${file} is a folder, not a backup file.`)
        : error.code === 'EACCES' ? new BackupFileError(`The backup ${file} cannot be read (no permission).`)
          : error.code?.startsWith('Z_') ? new BackupFileError(`The backup ${file} is not a complete gzip file: it is damaged or cut short.`)
            : error;
  // An error of the file or of gunzip ends the lines early; it is reported, not the short read.
  // pipe() does not pass a file's error on to gunzip, so the lines would wait for ever (and
  // node would leave with nothing said): closing them ends the reading at once.
  const failed: { error?: Error } = {};
  const fail = (error: NodeJS.ErrnoException) => {
    failed.error ??= streamError(error);
    lines.close();
  };
  const failure = (): Error | undefined => failed.error;
  source.on('error', fail);
  gunzip.on('error', fail);
  const iterator = lines[Symbol.asyncIterator]();
  const all = new LineHash();
  let lineNo = 0;
  let table: { name: string; columns: number; hash: LineHash; rows: number } | null = null;
  let sawEnd = false;
  try {
    for (;;) {
      let next: IteratorResult<string>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw streamError(error as NodeJS.ErrnoException);
      }
      const streamFailure = failure();
      if (streamFailure) throw streamFailure;
      if (next.done) break;
      const line = next.value;
      lineNo += 1;
      if (sawEnd) throw new BackupFileError(`The backup goes on after its end line (line ${lineNo}).`);
      const value = parse(line, lineNo);
      if (lineNo === 1) {
        if (!isHeader(value)) throw new BackupFileError(`${file} is not a backup of this application (no "${backupFormat}" header).`);
        if (value.version > backupVersion) throw new BackupFileError(`The backup is in format version ${value.version}; this version reads up to ${backupVersion}. Restore it with a newer version of the application.`);
        all.add(line);
        yield { kind: 'header', header: value };
        continue;
      }
      if (Array.isArray(value)) {
        if (!table) throw new BackupFileError(`Line ${lineNo}: a row outside any table.`);
        if (value.length !== table.columns || !value.every((v) => v === null || typeof v === 'string')) {
          throw new BackupFileError(`Line ${lineNo}: a row of ${table.name} does not match its columns.`);
        }
        table.hash.add(line);
        table.rows += 1;
        all.add(line);
        yield { kind: 'row', row: value as Row };
        continue;
      }
      const v = value as Record<string, unknown>;
      if (typeof v.table === 'string' && Array.isArray(v.columns)) {
        if (table) throw new BackupFileError(`Line ${lineNo}: table ${v.table} starts before ${table.name} ends.`);
        table = { name: v.table, columns: v.columns.length, hash: new LineHash(), rows: 0 };
        all.add(line);
        yield { kind: 'table', table: v as unknown as TableStart };
      } else if (typeof v.tableEnd === 'string') {
        if (!table || table.name !== v.tableEnd) throw new BackupFileError(`Line ${lineNo}: the end of ${v.tableEnd} without its start.`);
        if (v.rows !== table.rows || v.sha256 !== table.hash.digest()) {
          throw new BackupFileError(`The rows of ${table.name} do not match their checksum: the backup is damaged.`);
        }
        all.add(line);
        yield { kind: 'tableEnd', table: table.name, rows: table.rows };
        table = null;
      } else if (typeof v.sequence === 'string' && typeof v.lastValue === 'string' && /^-?\d+$/.test(v.lastValue)) {
        all.add(line);
        yield { kind: 'sequence', sequence: v as unknown as SequenceState };
      } else if (v.end === true) {
        if (table) throw new BackupFileError(`The backup ends inside table ${table.name}.`);
        if (v.sha256 !== all.digest()) throw new BackupFileError('The backup does not match its checksum: it is damaged.');
        sawEnd = true;
        yield { kind: 'end', end: v as unknown as BackupEnd };
      } else {
        throw new BackupFileError(`Line ${lineNo} of the backup is not understood.`);
      }
    }
  } finally {
    lines.close();
    source.destroy();
  }
  const lateFailure = failure();
  if (lateFailure) throw lateFailure;
  if (lineNo === 0) throw new BackupFileError(`${file} is empty.`);
  if (!sawEnd) throw new BackupFileError('The backup is cut short (it has no end line): it was not finished or is damaged.');
}

/** Reads the whole file once without changing anything: its header and totals, or a BackupFileError. */
export async function verifyBackup(file: string): Promise<{ header: BackupHeader; end: BackupEnd }> {
  let header: BackupHeader | undefined;
  let end: BackupEnd | undefined;
  for await (const entry of readBackupEntries(file)) {
    if (entry.kind === 'header') header = entry.header;
    if (entry.kind === 'end') end = entry.end;
  }
  return { header: header!, end: end! };
}
