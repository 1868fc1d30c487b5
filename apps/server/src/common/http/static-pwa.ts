import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';

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

/** A browser navigating to a client route: GET/HEAD, wants HTML, not API, no file extension. */
function isClientRoute(request: FastifyRequest, path: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    extname(path) === ''
  );
}

/**
 * Serves the built PWA. Anything that is neither a file nor a client route falls through to
 * Nest's not-found handler, which answers with the 404 envelope.
 */
export async function servePwa(fastify: FastifyInstance, pwaDir: string): Promise<void> {
  const root = resolve(pwaDir);
  await fastify.register(fastifyStatic, { root, serve: false });

  const sendFromPwa = (reply: FastifyReply, relativePath: string) =>
    reply
      .header('cache-control', cacheControlFor(relativePath))
      .sendFile(relativePath, { cacheControl: false });

  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const relativePath = fileInside(root, (request.params as { '*': string })['*']);
    if (relativePath) return sendFromPwa(reply, relativePath);
    if (isClientRoute(request, path)) return sendFromPwa(reply, 'index.html');
    return reply.callNotFound();
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
