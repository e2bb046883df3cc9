/** The one download helper (src/lib/download.ts), where the exports have always found it. */
export { download } from '../../lib/download.ts';
