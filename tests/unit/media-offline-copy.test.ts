/**
 * Which file of a processed picture a device keeps offline, which one a script-drawn
 * picture loads, and what the service worker may answer with instead (src/contract/media.ts).
 */
import { describe, expect, it } from 'vitest';
import { offlineCopyUrl, siblingUrls, sourceFor } from '#contract/media.ts';

const key = '0123456789abcdef01234567';
const photo = `/media/img/${key}/1600.jpg`;
const frame = `/media/frame/${key}/1200.jpg`;

describe('the offline copy of a picture', () => {
  it('keeps the 480 px WebP of a photo and of a 360 frame: 30 models fit in 10 MB', () => {
    expect(offlineCopyUrl(photo)).toBe(`/media/img/${key}/480.webp`);
    expect(offlineCopyUrl(`/media/img/${key}/768.jpg`)).toBe(`/media/img/${key}/480.webp`);
    expect(offlineCopyUrl(frame)).toBe(`/media/frame/${key}/480.webp`);
  });

  it('keeps a picture narrower than that at its own width, and any other path as it is', () => {
    expect(offlineCopyUrl(`/media/img/${key}/400.jpg`)).toBe(`/media/img/${key}/400.webp`);
    expect(offlineCopyUrl('/media/models/shine-100/shine-100-0123456789.svg')).toBe('/media/models/shine-100/shine-100-0123456789.svg');
  });
});

describe('sourceFor', () => {
  it('picks the smallest WebP at least as wide as the screen needs, else the largest', () => {
    expect(sourceFor(frame, 780)).toBe(`/media/frame/${key}/1200.webp`);
    expect(sourceFor(frame, 700)).toBe(`/media/frame/${key}/768.webp`);
    expect(sourceFor(photo, 4000)).toBe(`/media/img/${key}/1600.webp`);
    expect(sourceFor('/media/art/x.svg', 800)).toBe('/media/art/x.svg');
  });
});

describe('siblingUrls', () => {
  it('lists every other width and format of the same upload, nearest width first', () => {
    const siblings = siblingUrls(`/media/img/${key}/1200.webp`);
    expect(siblings[0]).toBe(`/media/img/${key}/1200.jpg`);
    expect(siblings.slice(1, 3)).toEqual([`/media/img/${key}/1600.webp`, `/media/img/${key}/1600.jpg`]);
    expect(siblings).toContain(`/media/img/${key}/768.webp`);
    expect(siblings).not.toContain(`/media/img/${key}/1200.webp`);
    expect(siblings).toHaveLength(9);
  });

  it('is empty for a path the pipeline did not make', () => {
    expect(siblingUrls('/media/art/x.svg')).toEqual([]);
  });
});
