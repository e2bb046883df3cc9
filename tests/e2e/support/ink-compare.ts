/**
 * Compares two renderings of one line of text as ink (dark pixels), to tell whether a PDF
 * shows a Devanagari name shaped the way Chromium shapes it. Two rasterisers (poppler for
 * the PDF, Skia for Chromium's canvas) never agree pixel for pixel, so the comparison is
 * tolerant: both pictures are cut to their ink, the PDF's is scaled onto the reference's
 * box, and an ink pixel counts as matched when the other picture has ink within one pixel.
 *
 * What it catches: without shaping (jsPDF alone maps each character to a glyph) conjuncts
 * fall apart into a consonant, a visible virama and the next consonant (wider), reph
 * becomes a full र (wider), and the short-i matra stands after its consonant (same width,
 * other pixels). The first two change the ink width by 10% or more; the last moves a tall
 * stroke several pixels, which the one-pixel matching does not forgive.
 */

export interface Gray {
  width: number;
  height: number;
  /** One byte per pixel, 0 black to 255 white, row by row. */
  data: Uint8Array | number[];
}

interface InkMask {
  width: number;
  height: number;
  ink: boolean[];
}

/**
 * Ink pixels: darker than halfway between the darkest pixel and white (the PDF's cells are
 * dark grey, the reference black), without table rules (a row or column that is ink almost
 * end to end).
 */
function inkMask(gray: Gray): InkMask {
  const { width, height } = gray;
  let darkest = 255;
  for (const value of gray.data) darkest = Math.min(darkest, value);
  const threshold = (darkest + 255) / 2;
  const ink = Array.from(gray.data, (value) => value < threshold);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) count += ink[y * width + x] ? 1 : 0;
    if (count > width * 0.9) for (let x = 0; x < width; x++) ink[y * width + x] = false;
  }
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = 0; y < height; y++) count += ink[y * width + x] ? 1 : 0;
    if (count > height * 0.9) for (let y = 0; y < height; y++) ink[y * width + x] = false;
  }
  return { width, height, ink };
}

/** The smallest box around the ink. */
function trimToInk(mask: InkMask): InkMask {
  let left = mask.width;
  let right = -1;
  let top = mask.height;
  let bottom = -1;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (!mask.ink[y * mask.width + x]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return { width: 0, height: 0, ink: [] };
  const width = right - left + 1;
  const height = bottom - top + 1;
  const ink: boolean[] = [];
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.push(mask.ink[y * mask.width + x]!);
  return { width, height, ink };
}

function scaled(mask: InkMask, width: number, height: number): InkMask {
  const ink: boolean[] = [];
  for (let y = 0; y < height; y++) {
    const sy = Math.min(mask.height - 1, Math.floor(((y + 0.5) * mask.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(mask.width - 1, Math.floor(((x + 0.5) * mask.width) / width));
      ink.push(mask.ink[sy * mask.width + sx]!);
    }
  }
  return { width, height, ink };
}

/** Share of `a`'s ink that has ink of `b` within one pixel. */
function matchedShare(a: InkMask, b: InkMask): number {
  let total = 0;
  let matched = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (!a.ink[y * a.width + x]) continue;
      total++;
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        for (let dx = -1; dx <= 1 && !near; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          near = nx >= 0 && ny >= 0 && nx < b.width && ny < b.height && b.ink[ny * b.width + nx]!;
        }
      }
      if (near) matched++;
    }
  }
  return total === 0 ? 0 : matched / total;
}

export interface InkComparison {
  /** Ink width of the candidate over the reference's. */
  widthRatio: number;
  heightRatio: number;
  /** The smaller of the two matched shares (each picture's ink found in the other), 0-1. */
  overlap: number;
}

export function compareInk(candidate: Gray, reference: Gray): InkComparison {
  const a = trimToInk(inkMask(candidate));
  const b = trimToInk(inkMask(reference));
  if (a.width === 0 || b.width === 0) return { widthRatio: 0, heightRatio: 0, overlap: 0 };
  const onReference = scaled(a, b.width, b.height);
  return {
    widthRatio: a.width / b.width,
    heightRatio: a.height / b.height,
    overlap: Math.min(matchedShare(onReference, b), matchedShare(b, onReference)),
  };
}

/** The verdict the browser test asserts: same ink width (±4%) and height (±12%), 85% of the ink matched. */
export function looksShapedLike(comparison: InkComparison): boolean {
  return Math.abs(comparison.widthRatio - 1) <= 0.04 && Math.abs(comparison.heightRatio - 1) <= 0.12 && comparison.overlap >= 0.85;
}
