/**
 * Unpacks the entries of a checked archive (archive-directory.ts) in a worker thread, so
 * inflating and hashing hundreds of megabytes never holds the event loop: /healthz and
 * every other request go on being answered (docs/security.md "Catalogue files").
 * Each entry is inflated by zlib with its output capped at the size the directory gave
 * (a stream that would unpack to more fails instead of growing), and hashed there too.
 * The worker has its own small heap (resourceLimits) and is ended if it runs past
 * `unpackTimeoutMs`, which only a hang can reach.
 *
 * The worker's code is plain JavaScript using Node's own modules only, given as text: the
 * same code runs from the sources (tests) and from the server's bundle, with no file of
 * its own to locate.
 */
import { Worker } from 'node:worker_threads';
import { transferMessages } from '#contract/catalogue-transfer.ts';
import type { ArchiveEntry } from './archive-directory.ts';
import { ImportRefused } from './import-refused.ts';

export interface UnpackedEntry {
  bytes: Buffer;
  /** sha256 of the bytes, hex. */
  sha256: string;
}

/** Hours of photos never take this long to unpack: only a hang does. */
const unpackTimeoutMs = 10 * 60 * 1000;

/** The worker's heap: it holds entry bytes outside it (ArrayBuffers), each bounded by its checked size. */
const workerLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };

const workerSource = `
const { parentPort } = require('node:worker_threads');
const { inflateRawSync } = require('node:zlib');
const { createHash } = require('node:crypto');
let bytes = null;
function unpack(entries) {
  const out = [];
  const transfer = [];
  for (const entry of entries) {
    const at = entry.headerOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return { damaged: entry.name };
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    if (start + entry.packedSize > bytes.length) return { damaged: entry.name };
    const packed = bytes.subarray(start, start + entry.packedSize);
    let data;
    try {
      data = entry.method === 0 ? packed : entry.size === 0 ? Buffer.alloc(0) : inflateRawSync(packed, { maxOutputLength: entry.size });
    } catch {
      return { damaged: entry.name };
    }
    if (data.length !== entry.size) return { damaged: entry.name };
    const own = new Uint8Array(data);
    out.push({ name: entry.name, bytes: own, sha256: createHash('sha256').update(own).digest('hex') });
    transfer.push(own.buffer);
  }
  return { out, transfer };
}
parentPort.on('message', (message) => {
  if (message.archive) {
    bytes = Buffer.from(message.archive.buffer, message.archive.byteOffset, message.archive.byteLength);
    return;
  }
  const answer = unpack(message.entries);
  parentPort.postMessage(answer.damaged ? { damaged: answer.damaged } : { out: answer.out }, answer.transfer ?? []);
});
`;

type WorkerAnswer = { damaged: string } | { out: { name: string; bytes: Uint8Array; sha256: string }[] };

/** An archive held by its worker: entries are unpacked there, a few at a time or all at once. */
export interface OpenArchive {
  /** The bytes of `wanted` entries, by name; ImportRefused when one does not unpack to its size. */
  read(wanted: ArchiveEntry[]): Promise<Map<string, UnpackedEntry>>;
  /** Ends the worker (always call it, also after a refusal). */
  close(): Promise<void>;
}

/**
 * Hands `archive` to a worker of its own. Its memory moves to the worker when it can (the
 * caller must not read `archive` afterwards): a 600 MB archive is not held twice.
 */
export function openArchive(archive: Buffer): OpenArchive {
  const worker = new Worker(workerSource, { eval: true, resourceLimits: workerLimits });
  let failure: Error | null = null;
  let pending: { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void } | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    pending?.reject(failure);
    pending = null;
  };
  worker.on('message', (answer: WorkerAnswer) => {
    pending?.resolve(answer);
    pending = null;
  });
  worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? new ImportRefused([{ field: 'file', message: transferMessages.unpackedTooLarge }]) : error));
  worker.on('exit', (code) => fail(new Error(`the unpacking worker stopped (exit ${code})`)));
  const whole = archive.byteOffset === 0 && archive.byteLength === archive.buffer.byteLength;
  try {
    if (whole) worker.postMessage({ archive }, [archive.buffer as ArrayBuffer]);
    else worker.postMessage({ archive });
  } catch {
    // A buffer Node keeps to itself (its small-buffer pool) cannot be handed over: copied.
    worker.postMessage({ archive });
  }
  return {
    read(wanted) {
      if (wanted.length === 0) return Promise.resolve(new Map());
      if (failure) return Promise.reject(failure);
      const answer = new Promise<WorkerAnswer>((resolve, reject) => {
        const timer = setTimeout(() => fail(new Error('unpacking the catalogue file took too long')), unpackTimeoutMs);
        pending = {
          resolve: (a) => { clearTimeout(timer); resolve(a); },
          reject: (e) => { clearTimeout(timer); reject(e); },
        };
      });
      worker.postMessage({ entries: wanted.map(({ name, method, packedSize, size, headerOffset }) => ({ name, method, packedSize, size, headerOffset })) });
      return answer.then((a) => {
        if ('damaged' in a) throw new ImportRefused([{ field: 'file', message: transferMessages.damagedEntry(a.damaged) }]);
        return new Map(a.out.map((e) => [e.name, { bytes: Buffer.from(e.bytes.buffer, e.bytes.byteOffset, e.bytes.byteLength), sha256: e.sha256 }]));
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
