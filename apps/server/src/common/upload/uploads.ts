import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

/** Content types by extension: only images are ever served from the uploads folder. */
const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function uploadsDir(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

/** Writes a file under the uploads folder atomically (a reader never sees half a photo). */
export async function storeUpload(root: string, relative: string, data: Buffer): Promise<void> {
  const full = resolve(root, relative);
  if (!full.startsWith(resolve(root) + sep)) throw new Error(`upload path escapes: ${relative}`);
  await mkdir(join(full, '..'), { recursive: true });
  const temp = `${full}.${randomUUID()}.part`;
  await writeFile(temp, data);
  await rename(temp, full);
}

export async function uploadExists(root: string, relative: string): Promise<boolean> {
  try {
    return (await stat(resolve(root, relative))).isFile();
  } catch {
    return false;
  }
}

/**
 * `GET /uploads/<folder>/<name>`: stored images with an image content type chosen by the
 * extension (with the global `nosniff`, a browser never runs one as a page or script), and a
 * CSP of their own that allows nothing. Anything else is the 404 envelope.
 */
export function serveUploads(fastify: FastifyInstance, root: string): void {
  const base = resolve(root);
  fastify.get('/uploads/*', async (request, reply) => {
    const requested = (request.params as { '*': string })['*'] ?? '';
    const segments = requested.split('/');
    const extension = /\.([a-z]+)$/i.exec(requested)?.[1]?.toLowerCase() ?? '';
    const type = imageTypes[extension];
    const full = resolve(base, requested);
    if (
      !type ||
      segments.length > 2 ||
      segments.some((s) => s === '' || s.startsWith('.') || !/^[\w.-]+$/.test(s)) ||
      !full.startsWith(base + sep) ||
      !(await uploadExists(base, requested))
    ) {
      return reply.callNotFound();
    }
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(createReadStream(full));
  });
}
