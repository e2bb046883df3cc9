/**
 * The pixel work of the photo pipeline (image-pipeline.ts) in a worker thread of its own:
 * decoding a photo, every width as raw pixels, and every encoding.
 *
 * Why a thread and not only libvips' own threads: the raw pixels pass through JavaScript
 * as Buffers (about 20 MB per 2000x1500 photo), and every 64 MB of such memory makes V8
 * collect the whole heap of the isolate holding them. On the server's thread that was a
 * full collection of its ~40 MB heap every second or two through an import, each holding
 * the event loop 13-60 ms on a quiet machine and over 100 ms on a slow day (--trace-gc,
 * 30 Nov 2026; docs/reliability.md "Responsive while files are made"). Here the worker's
 * small heap takes them, and the server's thread only receives the encoded files.
 *
 * The worker's code is plain JavaScript given as text, like the archive's unpacking worker
 * (server/studio/archive-unpack.ts): the same code runs from the sources (tests) and from
 * the server's bundle. It loads sharp by the path this module resolves; sharp is loaded on
 * the main thread first (image-pipeline.ts), which its documentation asks of glibc Linux so
 * that libvips stays loaded while threads come and go. The worker is never terminated
 * while it works (sharp's documentation: that can take the process down); it lives as
 * long as the server and does not keep a finished process alive.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One encoding: sharp's format name and its options, as plain data the worker can receive. */
export interface PhotoEncoding<Ext extends string = string> {
  ext: Ext;
  format: 'webp' | 'jpeg';
  options: Record<string, unknown>;
}

export interface PixelJob<Ext extends string> {
  bytes: Buffer;
  /** Ascending; the last is the largest, which the photo is decoded to (never enlarged). */
  widths: number[];
  encodings: PhotoEncoding<Ext>[];
  maxInputPixels: number;
}

export interface MadePixels<Ext extends string> {
  /** The decoded, upright size at the largest width. */
  width: number;
  height: number;
  files: { width: number; ext: Ext; bytes: Buffer }[];
}

/** The photo's pixels do not decode (libvips refused it). */
export class PixelsUnreadable extends Error {
  constructor() {
    super('unreadable');
    this.name = 'PixelsUnreadable';
  }
}

/** Its heap holds small objects only: pixels and files are Buffers outside it. */
const workerLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharpPath);
async function make({ bytes, widths, encodings, maxInputPixels }) {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const largest = widths[widths.length - 1];
  let upright;
  try {
    upright = await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { unreadable: true };
  }
  const { data, info } = upright;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files = [];
  const transfer = [];
  for (const width of widths) {
    // The largest width is the decoded size itself (rounding may make it differ by a pixel).
    const resized = width === largest ? sharp(data, raw) : sharp(data, raw).resize({ width });
    const pixels = await resized.raw().toBuffer({ resolveWithObject: true });
    for (const { ext, format, options } of encodings) {
      const encoded = await sharp(pixels.data, { raw: pixels.info }).toFormat(format, options).toBuffer();
      // A copy of its own, so it can be handed over without a second copy on the way.
      const own = new Uint8Array(encoded);
      files.push({ width, ext, bytes: own });
      transfer.push(own.buffer);
    }
  }
  return { made: { width: info.width, height: info.height, files }, transfer };
}
parentPort.on('message', async ({ id, job }) => {
  try {
    const result = await make(job);
    parentPort.postMessage({ id, unreadable: result.unreadable, made: result.made }, result.transfer || []);
  } catch (error) {
    parentPort.postMessage({ id, failed: String((error && error.stack) || error) });
  }
});
`;

type WorkerAnswer = { id: number; unreadable?: boolean; made?: { width: number; height: number; files: { width: number; ext: string; bytes: Uint8Array }[] }; failed?: string };

const sharpPath = createRequire(import.meta.url).resolve('sharp');
const pending = new Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>();
let worker: Worker | null = null;
let nextId = 1;

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerSource, { eval: true, workerData: { sharpPath }, resourceLimits: workerLimits });
  started.on('message', (answer: WorkerAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    waiting?.resolve(answer);
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`the photo worker stopped (exit ${code})`));
  });
  worker = started;
  return started;
}

/** Decodes `job.bytes` once and makes every width in every encoding, in the photo worker. */
export function makePixels<Ext extends string>(job: PixelJob<Ext>): Promise<MadePixels<Ext>> {
  const target = theWorker();
  const id = nextId++;
  const answer = new Promise<WorkerAnswer>((resolve, reject) => pending.set(id, { resolve, reject }));
  // Work in hand keeps the process alive; an idle worker does not.
  target.ref();
  // A copy of the photo goes over (the caller keeps its bytes as the stored original):
  // exactly its bytes, where cloning a Buffer would copy all of the memory it is a view of.
  const bytes = new Uint8Array(job.bytes);
  target.postMessage({ id, job: { ...job, bytes } }, [bytes.buffer]);
  return answer.then((a) => {
    if (a.unreadable) throw new PixelsUnreadable();
    if (a.failed || !a.made) throw new Error(`making the photo's files failed: ${a.failed ?? 'no answer'}`);
    return {
      width: a.made.width,
      height: a.made.height,
      files: a.made.files.map((f) => ({ width: f.width, ext: f.ext as Ext, bytes: Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength) })),
    };
  });
}
