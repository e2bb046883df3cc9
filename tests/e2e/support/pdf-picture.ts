/**
 * Pictures for checking how a PDF draws a line of text: the PDF page as poppler renders it
 * (pdftoppm), the box of a line from poppler's text layer (pdftotext -bbox-layout), and the
 * same text drawn by Chromium itself (a canvas with the same font file), each as grey
 * pixels. Decoding and drawing happen in a blank page of the browser (no app, no CSP).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Gray } from './ink-compare.ts';

const pictureDpi = 150;
const pointsToPixels = pictureDpi / 72;

/** Page 1 of a PDF as a PNG file's bytes, at 150 dpi. */
export function renderFirstPage(pdfPath: string): Buffer {
  return execFileSync('pdftoppm', ['-png', '-r', String(pictureDpi), '-f', '1', '-l', '1', '-singlefile', pdfPath], {
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

interface LineBox {
  text: string;
  /** In PDF points from the top left of the page. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Every text line of page 1 with its box (the words of a line joined by single spaces). */
function lineBoxes(pdfPath: string): LineBox[] {
  const xhtml = execFileSync('pdftotext', ['-bbox-layout', '-f', '1', '-l', '1', pdfPath, '-'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines: LineBox[] = [];
  for (const line of xhtml.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g)) {
    const words = [...line[5]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => decode(w[1]!));
    lines.push({ text: words.join(' '), xMin: Number(line[1]), yMin: Number(line[2]), xMax: Number(line[3]), yMax: Number(line[4]) });
  }
  return lines;
}

/** The box of the first line that reads exactly `text`. */
export function boxOf(pdfPath: string, text: string): LineBox {
  const box = lineBoxes(pdfPath).find((line) => line.text === text);
  if (!box) throw new Error(`no line "${text}" on page 1 of ${pdfPath}`);
  return box;
}

function toGray({ width, height, rgba }: { width: number; height: number; rgba: number[] }): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(0.299 * rgba[4 * i]! + 0.587 * rgba[4 * i + 1]! + 0.114 * rgba[4 * i + 2]!);
  return { width, height, data };
}

async function blankPage(page: Page): Promise<void> {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
}

/** A region (PDF points, with `margin` points around it) of a rendered page, as grey pixels. */
export async function cropOfPicture(page: Page, png: Buffer, box: LineBox, margin: number): Promise<Gray> {
  await blankPage(page);
  const region = {
    x: Math.floor((box.xMin - margin) * pointsToPixels),
    y: Math.floor((box.yMin - margin) * pointsToPixels),
    width: Math.ceil((box.xMax - box.xMin + 2 * margin) * pointsToPixels),
    height: Math.ceil((box.yMax - box.yMin + 2 * margin) * pointsToPixels),
  };
  return page.evaluate(
    async ({ base64, region }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(region.width, region.height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, region.width, region.height);
      context.drawImage(bitmap, -region.x, -region.y);
      return { width: region.width, height: region.height, rgba: Array.from(context.getImageData(0, 0, region.width, region.height).data) };
    },
    { base64: png.toString('base64'), region },
  ).then(toGray);
}

/** `text` drawn by Chromium on a canvas with the given font file at `points` size (at 150 dpi), as grey pixels. */
export async function chromiumRendering(page: Page, fontPath: string, text: string, points: number): Promise<Gray> {
  await blankPage(page);
  return page.evaluate(
    async ({ base64, text, pixels }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const face = new FontFace('ReferenceFont', bytes);
      await face.load();
      document.fonts.add(face);
      const width = Math.ceil(pixels * text.length * 1.2) + 40;
      const height = Math.ceil(pixels * 2.5);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#000';
      context.font = `${pixels}px ReferenceFont`;
      context.fillText(text, 20, Math.round(pixels * 1.6));
      return { width, height, rgba: Array.from(context.getImageData(0, 0, width, height).data) };
    },
    { base64: readFileSync(fontPath).toString('base64'), text, pixels: points * pointsToPixels },
  ).then(toGray);
}
