/**
 * A ZIP's central directory, read and checked before a byte of it is unpacked
 * (docs/security.md "Catalogue files"): how many entries it claims (from the end record
 * alone, so a ZIP64 record claiming four billion entries is refused without one step of a
 * loop), then each entry's name, method and sizes, the sizes together and how tightly each
 * is packed. What passes is a list of where each entry's bytes are; unpacking them is
 * archive-unpack.ts's, off the event loop. Refusals are ImportRefused with the limit in words.
 */
import {
  compressionRatioFloorBytes, maxArchiveEntries, maxArchiveEntryBytes, maxArchiveNameLength, maxCompressionRatio,
  maxUnpackedBytes, transferMessages,
} from '#contract/catalogue-transfer.ts';
import { ImportRefused } from './import-refused.ts';

export interface ArchiveEntry {
  name: string;
  /** 0 stored, 8 deflated: the only two an export uses. */
  method: 0 | 8;
  packedSize: number;
  size: number;
  /** Where the entry's local header starts. */
  headerOffset: number;
}

const signatures = { end: 0x06054b50, end64: 0x06064b50, locator64: 0x07064b50, central: 0x02014b50 } as const;
const endRecordBytes = 22;
const locatorBytes = 20;
const end64Bytes = 56;
const centralHeaderBytes = 46;
const maxCommentBytes = 0xffff;

/**
 * A name an export could have made: ASCII letters, digits, `.`, `_`, `-` in segments
 * joined by `/`, never `.` or `..` alone, never absolute; a folder entry ends with `/`.
 */
const safeName = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\/?$/;
const isSafeName = (name: string) =>
  name.length <= maxArchiveNameLength && safeName.test(name) && !name.split('/').some((part) => part === '.' || part === '..');

const refuse = (message: string): never => {
  throw new ImportRefused([{ field: 'file', message }]);
};
const notZip = () => refuse(transferMessages.notZip);

/** A 64-bit little-endian number that fits a JavaScript number exactly, or Infinity. */
function uint64(bytes: Buffer, at: number): number {
  const n = bytes.readBigUInt64LE(at);
  return n > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(n);
}

interface Directory {
  entries: number;
  offset: number;
  size: number;
  /** Where the records after the directory start: it must end before them. */
  endsBefore: number;
}

/** The end record (and its ZIP64 record when there is one): how many entries, and where they are. */
function findDirectory(bytes: Buffer): Directory {
  if (bytes.length < endRecordBytes) return notZip();
  const lowest = Math.max(0, bytes.length - endRecordBytes - maxCommentBytes);
  let end = -1;
  for (let at = bytes.length - endRecordBytes; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === signatures.end && at + endRecordBytes + bytes.readUInt16LE(at + 20) <= bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return notZip();
  const onDisk = bytes.readUInt16LE(end + 8);
  let directory: Directory = {
    entries: bytes.readUInt16LE(end + 10), size: bytes.readUInt32LE(end + 12), offset: bytes.readUInt32LE(end + 16), endsBefore: end,
  };
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0 || onDisk !== directory.entries) return notZip();
  const locator = end - locatorBytes;
  if (locator >= 0 && bytes.readUInt32LE(locator) === signatures.locator64) {
    const record = uint64(bytes, locator + 8);
    if (record + end64Bytes > locator || bytes.readUInt32LE(record) !== signatures.end64) return notZip();
    directory = {
      entries: uint64(bytes, record + 32), size: uint64(bytes, record + 40), offset: uint64(bytes, record + 48), endsBefore: record,
    };
    if (bytes.readUInt32LE(record + 16) !== 0 || bytes.readUInt32LE(record + 20) !== 0 || uint64(bytes, record + 24) !== directory.entries) return notZip();
  }
  // The count alone decides: nothing below loops over a count that was not checked.
  if (directory.entries > maxArchiveEntries) return refuse(transferMessages.tooManyEntries);
  if (directory.offset + directory.size > directory.endsBefore || directory.size < directory.entries * centralHeaderBytes) return notZip();
  return directory;
}

/** The ZIP64 extra field's sizes and offset, for the ones the header marks as 0xFFFFFFFF. */
function zip64Fields(bytes: Buffer, from: number, to: number, wanted: { size: boolean; packed: boolean; offset: boolean }) {
  for (let at = from; at + 4 <= to;) {
    const id = bytes.readUInt16LE(at);
    const length = bytes.readUInt16LE(at + 2);
    if (at + 4 + length > to) return notZip();
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) return notZip();
        const value = uint64(bytes, field);
        field += 8;
        return value;
      };
      return { size: wanted.size ? next() : null, packed: wanted.packed ? next() : null, offset: wanted.offset ? next() : null };
    }
    at += 4 + length;
  }
  return notZip();
}

/** Reads and checks the whole directory; throws ImportRefused naming the first limit passed. */
export function readArchiveDirectory(bytes: Buffer): ArchiveEntry[] {
  const directory = findDirectory(bytes);
  const entries: ArchiveEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directory.offset;
  const endOfDirectory = directory.offset + directory.size;
  for (let i = 0; i < directory.entries; i += 1) {
    if (at + centralHeaderBytes > endOfDirectory || bytes.readUInt32LE(at) !== signatures.central) return notZip();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    let packedSize = bytes.readUInt32LE(at + 20);
    let size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    let headerOffset = bytes.readUInt32LE(at + 42);
    const nameEnd = at + centralHeaderBytes + nameLength;
    const next = nameEnd + extraLength + commentLength;
    if (next > endOfDirectory) return notZip();
    const name = bytes.toString('latin1', at + centralHeaderBytes, nameEnd);
    if (!isSafeName(name)) return refuse(transferMessages.badEntryName);
    if (names.has(name)) return refuse(transferMessages.sameEntryTwice(name));
    names.add(name);
    const wide = { size: size === 0xffffffff, packed: packedSize === 0xffffffff, offset: headerOffset === 0xffffffff };
    if (wide.size || wide.packed || wide.offset) {
      const fields = zip64Fields(bytes, nameEnd, nameEnd + extraLength, wide);
      size = fields.size ?? size;
      packedSize = fields.packed ?? packedSize;
      headerOffset = fields.offset ?? headerOffset;
    }
    if (flags & 0x0001) return refuse(transferMessages.encryptedEntry(name));
    if (method !== 0 && method !== 8) return refuse(transferMessages.unknownCompression(name));
    if (size > maxArchiveEntryBytes) return refuse(transferMessages.entryTooLarge(name));
    if (size > compressionRatioFloorBytes && size > packedSize * maxCompressionRatio) return refuse(transferMessages.packedTooTightly(name));
    if ((method === 0 && packedSize !== size) || headerOffset + packedSize > directory.offset) return notZip();
    total += size;
    if (total > maxUnpackedBytes) return refuse(transferMessages.unpackedTooLarge);
    if (!name.endsWith('/')) entries.push({ name, method, packedSize, size, headerOffset });
    at = next;
  }
  return entries;
}
