/**
 * The image pipeline on generated photos (docs/media.md): every width no wider than the
 * original, WebP and JPEG of each, turned upright from the EXIF orientation, and nothing
 * of the photo's metadata (EXIF, GPS, XMP, ICC) left in any output. Plus the one rule the
 * page and the server share: the sources derived from a stored path.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaWidths, responsiveSources, srcsetOf, widthsFor, allSourceUrls } from '#contract/media.ts';
import { ImageRefused, mediaKey, processImage, type ProcessedImage } from '../../server/media/image-pipeline.ts';
import { phonePhoto } from '../support/phone-photo.ts';
import { metadataBlocks } from '../support/image-metadata-blocks.ts';

async function expectClean(image: ProcessedImage): Promise<void> {
  for (const file of image.files) {
    const meta = await sharp(file.bytes).metadata();
    expect(meta.format, file.path).toBe(file.ext === 'webp' ? 'webp' : 'jpeg');
    expect(meta.width, file.path).toBe(file.width);
    expect(meta.exif, file.path).toBeUndefined();
    expect(meta.xmp, file.path).toBeUndefined();
    expect(meta.icc, file.path).toBeUndefined();
    expect(meta.orientation ?? 1, file.path).toBe(1);
    // Read from the container, not by searching pixels for three letters that may occur by chance.
    expect(metadataBlocks(file.bytes), file.path).toEqual([]);
    for (const marker of ['Exif', 'TestPhone']) expect(file.bytes.includes(Buffer.from(marker)), `${file.path} ${marker}`).toBe(false);
  }
}

/** Red in the stored top-left corner, the rest blue: where the red ends up shows the turn. */
function cornerMarked(width: number, height: number, orientation: number): Promise<Buffer> {
  const red = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#0000ff"/><rect width="${width / 4}" height="${height / 4}" fill="#ff0000"/></svg>`);
  return sharp(red).removeAlpha().jpeg({ quality: 90 }).withMetadata({ orientation }).toBuffer();
}

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('processImage', () => {
  it('makes every width up to 1600 in WebP and JPEG from a phone photo held upright, with no EXIF or GPS left', async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800, orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await processImage(photo, 'img');
    // Upright, the picture is 1800 wide and 2400 high; the largest width made is 1600.
    expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 2133 });
    expect(image.path).toBe(`/media/img/${mediaKey(photo)}/1600.jpg`);
    expect(image.files.map((f) => `${f.width}.${f.ext}`)).toEqual(mediaWidths.img.flatMap((w) => [`${w}.webp`, `${w}.jpg`]));
    for (const file of image.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.height, file.path).toBe(Math.round((file.width * 2400) / 1800));
    }
    await expectClean(image);
    // Kept as sent, for the dealer (stored where the public cannot read it).
    expect(image.original.bytes.equals(photo)).toBe(true);
  }, 60_000);

  it.each([
    [1, 'top-left', [0, 0]],
    [3, 'bottom-right', [1, 1]],
    [6, 'top-right', [1, 0]],
    [8, 'bottom-left', [0, 1]],
  ] as const)('applies EXIF orientation %i: the stored top-left corner is drawn %s', async (orientation, _where, [right, bottom]) => {
    const image = await processImage(await cornerMarked(800, 400, orientation), 'img');
    const quarter = orientation >= 5;
    expect({ width: image.width, height: image.height }).toEqual(quarter ? { width: 400, height: 800 } : { width: 800, height: 400 });
    const jpeg = image.files.find((f) => f.path === image.path)!;
    const x = right ? image.width - 5 : 5;
    const y = bottom ? image.height - 5 : 5;
    const [r, , b] = await pixel(jpeg.bytes, x, y);
    expect(r, 'red where the marked corner is').toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    await expectClean(image);
  }, 30_000);

  it.each(['png', 'webp'] as const)('takes a %s photo, never enlarging a small one', async (format) => {
    const photo = await phonePhoto({ width: 600, height: 450, format });
    const image = await processImage(photo, 'img');
    expect(image.files.map((f) => f.width)).toEqual([320, 320, 480, 480, 600, 600]);
    expect(image.original.contentType).toBe(`image/${format}`);
    await expectClean(image);
  }, 30_000);

  it('makes 360 frames at most 1200 wide', async () => {
    const image = await processImage(await phonePhoto({ width: 1600, height: 1000, grain: 5 }), 'frame');
    expect([...new Set(image.files.map((f) => f.width))]).toEqual([480, 768, 1200]);
    expect(image.path).toMatch(/^\/media\/frame\/[0-9a-f]{24}\/1200\.jpg$/);
  }, 30_000);

  it.each([
    ['text', Buffer.from('not a picture'), 'notImage'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'notImage'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'notImage'],
    ['a JPEG head without a picture', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), 'unreadable'],
    ['a PNG signature and nothing else', Buffer.from('89504e470d0a1a0a', 'hex'), 'unreadable'],
  ])('refuses %s', async (_what, bytes, reason) => {
    const refusal = await processImage(bytes, 'img').then(() => null, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRefused);
    expect((refusal as ImageRefused).reason).toBe(reason);
  });

  it('refuses a JPEG cut off halfway as unreadable', async () => {
    const photo = await phonePhoto({ width: 800, height: 600 });
    const refusal = await processImage(photo.subarray(0, photo.length / 2), 'img').then(() => null, (error: unknown) => error);
    expect((refusal as ImageRefused).reason).toBe('unreadable');
  }, 30_000);
});

describe('responsiveSources', () => {
  it('derives every width and format from the stored path', () => {
    const sources = responsiveSources('/media/img/0123456789abcdef01234567/1200.jpg')!;
    expect(sources.src).toBe('/media/img/0123456789abcdef01234567/1200.jpg');
    expect(srcsetOf(sources.modern.entries)).toBe([320, 480, 768, 1200].map((w) => `/media/img/0123456789abcdef01234567/${w}.webp ${w}w`).join(', '));
    expect(sources.fallback.entries.map((e) => e.url)).toEqual([320, 480, 768, 1200].map((w) => `/media/img/0123456789abcdef01234567/${w}.jpg`));
    expect(allSourceUrls('/media/frame/0123456789abcdef01234567/900.jpg')).toEqual(
      ['480.webp', '768.webp', '900.webp', '480.jpg', '768.jpg', '900.jpg'].map((f) => `/media/frame/0123456789abcdef01234567/${f}`));
  });

  it.each([
    '/media/bikes/shine-100.png', '/media/uploads/6c1f8a0e-0000-4000-8000-000000000000.jpg', 'https://example.com/x.jpg', '',
    '/media/img/0123456789abcdef01234567/1601.jpg', '/media/img/NOTHEX/320.jpg', '/media/img/0123456789abcdef01234567/320.png',
  ])('leaves %j as it is (not made by the pipeline)', (path) => {
    expect(responsiveSources(path)).toBeNull();
    expect(allSourceUrls(path)).toEqual([path]);
  });

  it('agrees with the widths the pipeline makes for any original width', () => {
    for (const original of [1, 200, 320, 321, 800, 1600, 5000]) {
      const widths = widthsFor('img', original);
      const path = `/media/img/0123456789abcdef01234567/${widths.at(-1)}.jpg`;
      expect(responsiveSources(path)!.fallback.entries.map((e) => e.width), String(original)).toEqual(widths);
    }
  });
});
