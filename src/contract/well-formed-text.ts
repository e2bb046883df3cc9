/**
 * Text that cannot be stored as it is: a lone UTF-16 surrogate (`"\ud800"` in JSON, half
 * of an emoji) is legal in a JavaScript string but not in UTF-8, so PostgreSQL refuses it
 * in jsonb and text (a 500 the outbox would retry for ever, blocking every later event of
 * that lead). The server refuses it once, for every JSON body, before any schema runs
 * (server/http/body.ts), with a 400 naming the field; the form helpers refuse it too, so a
 * form shows the message before anything is queued.
 */

export const brokenTextMessage = 'contains a broken character (half of an emoji or symbol); please type it again';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. Linear: one character of look-around. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBrokenText(text: string): boolean {
  return loneSurrogate.test(text);
}

/**
 * The fields (dotted paths, 'body' for the whole body) of a parsed JSON value whose text or
 * key holds a lone surrogate, at most `max` of them. Walked with its own stack: a 100 KB
 * body can nest 50,000 arrays deep, deeper than the call stack.
 */
export function brokenTextFields(value: unknown, max = 20): string[] {
  const found: string[] = [];
  // A broken key is queued as a marker, so fields are named in the order of the body.
  const stack: { value: unknown; path: string; brokenKey?: true }[] = [{ value, path: '' }];
  while (stack.length > 0 && found.length < max) {
    const { value: v, path, brokenKey } = stack.pop()!;
    if (brokenKey) {
      found.push(path);
    } else if (typeof v === 'string') {
      if (hasBrokenText(v)) found.push(path || 'body');
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], path: path ? `${path}.${i}` : String(i) });
    } else if (v !== null && typeof v === 'object') {
      const children: { value: unknown; path: string; brokenKey?: true }[] = [];
      for (const [key, child] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        children.push(hasBrokenText(key) ? { value: null, path: at, brokenKey: true } : { value: child, path: at });
      }
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    }
  }
  return found.slice(0, max);
}

/** NUL, which PostgreSQL stores in neither text nor jsonb, besides half of an emoji. */
const nul = String.fromCharCode(0);

/** True when `text` can be stored as it is: no lone surrogate, no NUL. */
export function isStorableText(text: string): boolean {
  return !hasBrokenText(text) && !text.includes(nul);
}

/** `text` without what cannot be stored, to name a thing in a message ('Shine 100\u0000' -> 'Shine 100'). */
export function storablePart(text: string): string {
  return text.replace(new RegExp(loneSurrogate.source, 'g'), '').split(nul).join('');
}
