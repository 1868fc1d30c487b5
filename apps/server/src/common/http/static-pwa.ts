import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@lottery/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join, resolve, sep } from 'node:path';
import {
  absoluteUrl,
  metaTags,
  withMetaTags,
  withTitle,
  type PageMetaSource,
} from './page-meta.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
// Files that name other files: a stale copy would pin an old version of the app.
const alwaysRevalidate = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export function cacheControlFor(relativePath: string): string {
  const name = basename(relativePath);
  if (alwaysRevalidate.has(name) || /^workbox-.*\.js$/.test(name)) return 'no-cache';
  if (relativePath.startsWith('assets/')) return IMMUTABLE; // hashed names
  return ONE_DAY; // icons, fonts: stable names, may change between releases
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
/** A file name (an extension or a dotfile): a missing file is the 404 envelope, not a page. */
const isFilePath = (path: string) =>
  extname(path) !== '' || path.split('/').some((segment) => segment.startsWith('.'));

/**
 * Serves the built PWA. A GET of a file serves the file; a GET of one of the app's pages
 * (`clientRoutes`) serves the app, whatever the Accept header says (browsers, curl, uptime
 * checks and link-preview crawlers alike); any other GET that is neither an API path nor a
 * file is the app with status 404 (it shows its not-found page). The rest falls through to
 * Nest's not-found handler, which answers the 404 envelope.
 */
export async function servePwa(
  fastify: FastifyInstance,
  pwaDir: string,
  pageMeta?: PageMetaSource,
): Promise<void> {
  const root = resolve(pwaDir);
  // preCompressed: the build wrote .br and .gz beside each text file (scripts/compress-dist.mjs
  // in the PWA); the copy the client accepts is sent as is, with no compression per request.
  await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const sendFromPwa = (reply: FastifyReply, relativePath: string) =>
    reply
      .header('cache-control', cacheControlFor(relativePath))
      .sendFile(relativePath, { cacheControl: false });

  /**
   * The app page, with the shop's Open Graph tags when `pageMeta` gives them: a gift or ticket
   * link shared in a chat previews with the shop's title and share image. Read on each request
   * (it is small, never cached, and a deploy replaces it).
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!pageMeta) return sendFromPwa(reply, 'index.html');
    const html = await readFile(join(root, 'index.html'), 'utf8');
    const meta = await pageMeta(request).catch(() => null);
    const image = meta && { ...meta, image: absoluteUrl(request, meta.image) };
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(image ? withMetaTags(withTitle(html, image.title), metaTags(image)) : html);
  };

  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const relativePath = fileInside(root, (request.params as { '*': string })['*']);
    if (relativePath && relativePath !== 'index.html') return sendFromPwa(reply, relativePath);
    if (relativePath || isClientRoute(path)) return sendPage(request, reply);
    if (isApiPath(path) || isFilePath(path)) return reply.callNotFound();
    return sendPage(request, reply.status(404));
  });
}

/** The path of an existing regular file under root, or undefined (no dotfiles, no escaping). */
function fileInside(root: string, requested: string): string | undefined {
  if (!requested || requested.split('/').some((segment) => segment.startsWith('.'))) {
    return undefined;
  }
  const full = resolve(join(root, requested));
  if (!full.startsWith(root + sep)) return undefined;
  try {
    return statSync(full).isFile() ? full.slice(root.length + 1) : undefined;
  } catch {
    return undefined;
  }
}
