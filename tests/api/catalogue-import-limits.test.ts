/**
 * A hostile catalogue file never freezes the server (docs/security.md "Catalogue files";
 * docs/reliability.md): every archive below is made here, byte by byte, and each is
 * refused from its ZIP directory alone with a 400 naming the limit, nothing unpacked. While
 * they are sent /healthz keeps answering, its event loop never held for more than 100 ms
 * on a machine as fast as usual (tests/support/loop-hold-bound.ts; a real import and a
 * photo upload: tests/api/healthz-during-uploads.test.ts). Unpacked
 * on the loop, the 20-million-entry file held it 17 s, the four-billion one 302 s and the
 * 1 GB one 13 s. A round trip's wall time also grows while other processes have the 2
 * cores (a free loop waited up to 3.5 s to be scheduled in a full test run), so what is bounded is the time the loop was held by this process's own work: the
 * round trip's wall time, but at most the CPU its loop thread spent meanwhile
 * (tests/support/loop-thread-cpu.ts), as in tests/api/security-slow-input.test.ts.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { mediaUploadField } from '#contract/media-uploads.ts';
import { transferMessages } from '#contract/catalogue-transfer.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { slownessProbe, type SlownessProbe } from '../support/loop-hold-bound.ts';
import { loopThreadCpuMs } from '../support/loop-thread-cpu.ts';

let app: TestApp;
let owner: AdminSession;

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'limits-owner', 'limits password');
  owner = await signIn(app, 'limits-owner', 'limits password');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

// The hardening list's 100 ms per round trip, of the loop's own work, grown by this
// machine's slowness on a slow day (tests/support/loop-hold-bound.ts): the hostile files
// held it 13-302 s when unpacked on the loop; refused from their directory, a round trip
// beside them measured at most a few ms (29 Nov 2026). A real import and a photo upload:
// tests/api/healthz-during-uploads.test.ts.
let speed: SlownessProbe;
beforeAll(() => {
  speed = slownessProbe();
});

function importForm(bytes: Uint8Array): FormData {
  const form = new FormData();
  form.append(mediaUploadField, new Blob([bytes], { type: 'application/zip' }), 'catalogue.zip');
  return form;
}

const importInto = (bytes: Uint8Array) => call(app, owner, adminApiPaths.adminCatalogueImport, { method: 'POST', form: importForm(bytes) });

/** One /healthz round trip: its answer and how long the loop was held meanwhile (see above). */
async function healthz(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const cpuBefore = loopThreadCpuMs();
  const res = await app.fetch('/healthz');
  await res.arrayBuffer();
  return { status: res.status, ms: Math.min(performance.now() - started, loopThreadCpuMs() - cpuBefore) };
}

// --- The archives, as a hostile client would write them ---------------------------------

/** The end of central directory record (22 bytes). */
function endRecord(entries: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(Math.min(entries, 0xffff), 8);
  b.writeUInt16LE(Math.min(entries, 0xffff), 10);
  b.writeUInt32LE(Math.min(size, 0xffffffff), 12);
  b.writeUInt32LE(Math.min(offset, 0xffffffff), 16);
  return b;
}

/**
 * A ZIP64 end: its record (56 bytes) claiming `entries`, the locator (20) and the classic
 * end (22) marking every count as "see ZIP64". With nothing before it: 98 bytes.
 */
function zip64End(entries: bigint, at: number, directorySize = 0n, directoryOffset = 0n): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(entries, 24);
  record.writeBigUInt64LE(entries, 32);
  record.writeBigUInt64LE(directorySize, 40);
  record.writeBigUInt64LE(directoryOffset, 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(at), 8);
  locator.writeUInt32LE(1, 16);
  const end = endRecord(0xffff, 0xffffffff, 0xffffffff);
  return Buffer.concat([record, locator, end]);
}

interface RawEntry {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
  method: 0 | 8;
}

/** A well-formed ZIP of the given entries, names and sizes as given (nothing checked). */
function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'latin1');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.packed.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.packed);
    centrals.push(central, name);
    offset += local.length + name.length + e.packed.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([...locals, directory, endRecord(entries.length, directory.length, offset)]);
}

const stored = (name: string, text: string): RawEntry => {
  const bytes = Buffer.from(text);
  return { name, packed: bytes, size: bytes.length, crc: crc32(bytes), method: 0 };
};

/**
 * About 1 MB that unpacks to 1 GB: 64 entries of 16 MB of zeros, each a real deflate
 * stream (some 16 KB), so an unzipper that trusted the sizes would inflate a gigabyte.
 */
function zipBomb(): Buffer {
  const size = 16 * 1024 * 1024;
  const zeros = Buffer.alloc(size);
  const packed = deflateRawSync(zeros, { level: 9 });
  const crc = crc32(zeros);
  return zipOf(Array.from({ length: 64 }, (_, i) => ({ name: `files/${String(i + 1).padStart(5, '0')}.jpg`, packed, size, crc, method: 8 as const })));
}

/** A classic directory claiming 20 million entries cannot be written in 16 bits: ZIP64, with a directory of one real entry. */
function twentyMillionEntries(): Buffer {
  const one = zipOf([stored('catalogue.json', '{}')]);
  const directoryStart = one.readUInt32LE(one.length - 6);
  const directorySize = one.readUInt32LE(one.length - 10);
  const body = one.subarray(0, one.length - 22);
  return Buffer.concat([body, zip64End(20_000_000n, body.length, BigInt(directorySize), BigInt(directoryStart))]);
}

describe('a hostile archive is refused from its directory, with the limit in words', () => {
  it('the 98-byte ZIP64 end claiming 4,294,967,295 entries, and a 20-million-entry directory', async () => {
    const claim = zip64End(4_294_967_295n, 0);
    expect(claim.length).toBe(98);
    for (const archive of [claim, twentyMillionEntries()]) {
      speed.probe(3);
      const [res, health] = await Promise.all([importInto(archive), healthz()]);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: transferMessages.tooManyEntries, errors: [{ field: 'file', message: transferMessages.tooManyEntries }] });
      expect(transferMessages.tooManyEntries).toBe('The archive holds more than 20,000 files: it is not a catalogue export');
      expect(health.status).toBe(200);
      speed.expectHeldBriefly(`beside a ${archive.length}-byte hostile file`, health.ms);
    }
  });

  it('a 1 MB archive that unpacks to 1 GB', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
    speed.probe(3);
    const [res, health] = await Promise.all([importInto(bomb), healthz()]);
    expect(res.status).toBe(400);
    const message = transferMessages.packedTooTightly('files/00001.jpg');
    expect(message).toBe('files/00001.jpg in the archive unpacks to more than 100 times its packed size: it is not a catalogue export');
    expect(await res.json()).toMatchObject({ message });
    speed.expectHeldBriefly('beside the 1 GB archive', health.ms);
    // One entry larger than any photo may be, however loosely packed.
    const large = zipOf([{ name: 'files/big.jpg', packed: Buffer.alloc(0), size: 200 * 1024 * 1024, crc: 0, method: 0 }]);
    const tooLarge = await importInto(large);
    expect(tooLarge.status).toBe(400);
    expect(((await tooLarge.json()) as { message: string }).message).toBe(transferMessages.entryTooLarge('files/big.jpg'));
  });

  it('names that climb out of the archive, are absolute or hold odd characters, and a name twice', async () => {
    for (const name of ['../catalogue.json', 'files/../../etc/passwd', '/etc/passwd', 'files\\..\\x.jpg', 'C:/x.jpg', 'files/a\u0000b.jpg', 'files/ü.jpg', 'files/./x.jpg', 'files//x.jpg']) {
      const res = await importInto(zipOf([stored('catalogue.json', '{}'), stored(name, 'x')]));
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as { message: string }).message, name).toBe(transferMessages.badEntryName);
    }
    const twice = await importInto(zipOf([stored('catalogue.json', '{}'), stored('files/a.jpg', 'x'), stored('files/a.jpg', 'y')]));
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toBe(transferMessages.sameEntryTwice('files/a.jpg'));
  });

  it('an entry whose stream unpacks to more than its directory says is refused as damaged, never grown', async () => {
    const bytes = Buffer.alloc(4 * 1024 * 1024, 0x41);
    const entry: RawEntry = { name: 'catalogue.json', packed: deflateRawSync(bytes), size: 100, crc: crc32(bytes), method: 8 };
    const res = await importInto(zipOf([entry]));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(transferMessages.damagedEntry('catalogue.json'));
  });
});
