/**
 * The backup file (docs/operations.md "Backup and restore"): gzip-compressed JSON lines,
 * versioned and checksummed, readable with `zcat` and any JSON tool.
 *
 *   {"format":"dealership-backup","version":1,"createdAt":...,"migrations":[...]}   header
 *   {"table":"admins","columns":[{"name":"user_id","type":"text"},...]}            a table
 *   ["boss","scrypt$...",null,...]                                                     its rows
 *   {"tableEnd":"admins","rows":1,"sha256":"..."}                                     checksum of its rows
 *   {"sequence":"models_id_seq","lastValue":"12","isCalled":true}
 *   {"end":true,"tables":24,"rows":1234,"sha256":"..."}                               checksum of every line above
 *
 * Every value is PostgreSQL's own text form of it (NULL as null), which the same type
 * reads back exactly: bytea as hex, timestamps with their offset, floats in their
 * shortest exact form, jsonb as written. Uploaded files are rows of `files` (bytea), so
 * they travel in the same file with the same checks.
 */
import { createHash, type Hash } from 'node:crypto';
import type { ColumnInfo } from './schema-objects.ts';

export const backupFormat = 'dealership-backup';
export const backupVersion = 1;

export interface BackupHeader {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  /** The migrations applied to the database backed up (their versions and file names). */
  migrations: { version: number; name: string }[];
}

export interface TableStart {
  table: string;
  columns: ColumnInfo[];
}

export interface TableEnd {
  tableEnd: string;
  rows: number;
  sha256: string;
}

export interface SequenceState {
  sequence: string;
  /** A bigint, as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface BackupEnd {
  end: true;
  tables: number;
  rows: number;
  sha256: string;
}

export type Row = (string | null)[];

/** A running SHA-256 over lines as written (each with its newline). */
export class LineHash {
  private hash: Hash = createHash('sha256');
  add(line: string): void {
    this.hash.update(line);
    this.hash.update('\n');
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

/** A backup that cannot be used, in words for the operator. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

export function isHeader(value: unknown): value is BackupHeader {
  const v = value as Partial<BackupHeader> | null;
  return typeof v === 'object' && v !== null && v.format === backupFormat && typeof v.version === 'number' && Array.isArray(v.migrations);
}
