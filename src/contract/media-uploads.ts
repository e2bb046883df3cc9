/**
 * Uploading photos, 360 frames and brochures (docs/media.md): the limits, the routes, their
 * answers and their refusals. Only the admin panel and the server use these; the pictures'
 * paths and sources, which every public page draws, are in media.ts. Kept apart so the
 * public pages' script never carries the upload words (a shared chunk holds every export
 * any of its importers uses).
 */

/** Each upload is at most this big (a 4000x3000 phone JPEG is about 12 MB). */
export const maxMediaBytes = 20 * 1024 * 1024;
/** A 360 view is 24 to 72 frames uploaded at once. */
export const minFrames = 24;
export const maxFrames = 72;
/** All frames of one upload together (72 turntable frames are usually 1-3 MB each). */
export const maxFramesTotalBytes = 300 * 1024 * 1024;

/** The API paths of the uploads (docs/api-admin.md "Media uploads"). */
export const mediaApiPaths = {
  images: '/api/admin/media/images',
  frames: '/api/admin/media/frames',
  brochures: '/api/admin/media/brochures',
} as const;

/** The multipart field every upload route reads (frames: the field repeated). */
export const mediaUploadField = 'file';

/** 201 of POST images; each frame of POST frames. */
export interface StoredImage {
  path: string;
  width: number;
  height: number;
}
export interface StoredFrames {
  frames: StoredImage[];
}
export interface StoredBrochure {
  path: string;
  size: number;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The refusals, in words a dealer reads at the field. */
export const mediaMessages = {
  missing: 'Please choose a file to upload',
  notImage: 'This file is not a photo: upload a JPEG, PNG or WebP picture',
  unreadable: 'This photo could not be read: it may be damaged. Try saving it again or choose another',
  tooLarge: `The file is too large: each file must be at most ${megabytes(maxMediaBytes)} MB`,
  framesTooLarge: `The frames are too large together: at most ${megabytes(maxFramesTotalBytes)} MB in one upload`,
  notPdf: 'This file is not a PDF: the brochure must be a PDF document',
  frameCount: (chosen: number) => `Upload ${minFrames} to ${maxFrames} frames; you chose ${chosen}`,
  frameNotImage: (name: string) => `${name || 'A frame'} is not a photo: every frame must be a JPEG, PNG or WebP picture`,
  frameUnreadable: (name: string) => `${name || 'A frame'} could not be read: it may be damaged`,
} as const;
