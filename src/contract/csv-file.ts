/**
 * A file sent as CSV text in a JSON body (a maker's dispatch file, the parts price list):
 * its size in characters, and the request's own body limit that lets such a file through.
 */
import { z } from 'zod';

/** The largest file, in characters: thousands of rows of a dealer's file fit several times over. */
export const csvFileChars = 2_000_000;

/** The request's body limit: the text escaped in JSON (a line end is two bytes there) and the rest of the body. */
export const csvRequestBytes = 2 * csvFileChars + 4096;

/** The file's text in a request body. */
export const csvFileText = (emptyMessage: string) => z.string().min(1, emptyMessage).max(csvFileChars, 'The file is too large: at most 2 MB');
