/**
 * How bytea crosses into and out of PGlite (connect.ts). PGlite's own bytea handling
 * writes a parameter as "\x" + hex one byte at a time in JavaScript and reads a result
 * back the same way: for a 4.6 MB photo's original that held the event loop about 1.5 s
 * per INSERT (29 Nov 2026), on the same thread that answers every request.
 * - Into: the bytes are handed over as they are, so PGlite binds them in binary format (as
 *   node-postgres does against PostgreSQL): a copy, no hex text.
 * - Out of: the hex text PostgreSQL answers is decoded by Buffer's native hex decoder, and
 *   the bytes come back as a Buffer, as node-postgres gives them.
 */
import { types } from '@electric-sql/pglite';

/** PGlite types a serializer as returning text; a Uint8Array returned is bound as binary. */
const asBinary = (value: unknown): string => {
  if (!(value instanceof Uint8Array)) return String(value);
  return value as unknown as string;
};

const fromHex = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

export const pgliteByteaHandling = {
  serializers: { [types.BYTEA]: asBinary },
  parsers: { [types.BYTEA]: fromHex },
};
