/**
 * What a new catalogue version keeps of the media the visitor viewed (sw/viewed-media.ts,
 * docs/offline.md "What a first visit downloads").
 */
import { describe, expect, it } from 'vitest';
import { referencedMedia, viewedMediaToKeep } from '../../sw/viewed-media.ts';

const photoKey = '0123456789abcdef01234567';
const goneKey = 'fedcba9876543210fedcba98';
const frame = (model: string, i: number) => `/media/models/${model}/360/${String(i).padStart(2, '0')}.webp`;
const shineFrames = Array.from({ length: 36 }, (_, i) => frame('shine', i));
const goneFrames = Array.from({ length: 36 }, (_, i) => frame('gone', i));

// The new manifest: the reads, one 480 px copy of the photo, every third frame.
const manifestUrls = [
  '/api/bikes',
  '/api/360Images/Shine',
  `/media/img/${photoKey}/480.webp`,
  ...shineFrames.filter((_, i) => i % 3 === 0),
];
const referenced = referencedMedia(manifestUrls, [shineFrames.map((images) => ({ images }))]);
const listed = new Set(manifestUrls);

describe('referencedMedia', () => {
  it('is the manifest media and every frame of each 360 read, never a read itself', () => {
    expect([...referenced].sort()).toEqual([`/media/img/${photoKey}/480.webp`, ...shineFrames].sort());
  });
});

describe('viewedMediaToKeep', () => {
  it('keeps every frame of a model turned online that is still listed, beyond the third ones the manifest saves', () => {
    const kept = viewedMediaToKeep(shineFrames, referenced, listed);
    expect(kept).toEqual(shineFrames.filter((_, i) => i % 3 !== 0));
  });

  it('keeps a picture at the width the page drew when the catalogue still shows that picture', () => {
    const drawn = [`/media/img/${photoKey}/768.webp`, `/media/img/${photoKey}/1200.jpg`];
    expect(viewedMediaToKeep(drawn, referenced, listed)).toEqual(drawn);
  });

  it('lets go what the new catalogue no longer references: a model taken off, a replaced photo', () => {
    const held = [...goneFrames, `/media/img/${goneKey}/768.webp`, frame('shine', 1)];
    expect(viewedMediaToKeep(held, referenced, listed)).toEqual([frame('shine', 1)]);
  });

  it('leaves out what the manifest lists (filled already) and anything not a media file', () => {
    const held = [frame('shine', 0), '/api/bikes', '/api/360Images/Gone', '/__offline/catalogue-complete', frame('shine', 2), frame('shine', 2)];
    expect(viewedMediaToKeep(held, referenced, listed)).toEqual([frame('shine', 2)]);
  });

  it('keeps nothing beyond the manifest when the device holds only what the warm-up saved', () => {
    expect(viewedMediaToKeep(manifestUrls, referenced, listed)).toEqual([]);
  });
});
