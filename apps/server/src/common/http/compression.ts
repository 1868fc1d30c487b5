import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this go raw: the compressed frame would save less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers on the fly (brotli preferred, then gzip) when the client accepts it: JSON
 * above the threshold, and any static file without a pre-compressed copy. The built PWA's own
 * files are compressed at build (`apps/pwa/scripts/compress-dist.mjs`) and served as they are
 * by @fastify/static (`preCompressed`); an answer that already has a content-encoding is left
 * alone. Runs in onSend, after the envelope (envelope-adapter.ts) and exception filter have shaped the
 * body, so neither needs to know. Event streams are never compressed (each event must reach
 * the phone when sent, not when a compression block fills); uploads (multipart requests) are
 * untouched because request decompression is off.
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress as never, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // The plugin's defaults: brotli at quality 4 (about gzip's CPU cost, smaller), text/JSON/XML
    // types but never text/event-stream.
    globalDecompression: false,
  });
}
