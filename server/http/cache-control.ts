/**
 * Cache-Control of files whose name or path carries a content hash (Vite's /assets/*,
 * /media/*): they never change, so browsers and the service worker keep them a year.
 */
export const immutableCache = 'public, max-age=31536000, immutable';
