/**
 * Compression of text answers (JSON, HTML, JS, CSS, SVG, manifests) for slow 4G phones
 * (architecture: "pages that load fast"); already-compressed images, PDFs and Office
 * files are sent as they are.
 */
import compress from 'koa-compress';
import type { Middleware } from 'koa';

const textType = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

export function compressionMiddleware(): Middleware {
  return compress({
    filter: (contentType: string) => textType.test(contentType),
    threshold: 1024,
  });
}
