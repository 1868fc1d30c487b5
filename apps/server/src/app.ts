import { NestFactory } from '@nestjs/core';
import type { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { LogController } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { AppModule, type ResolvedConfig } from './app.module.js';
import { EnvelopeFastifyAdapter } from './common/envelope/envelope-adapter.js';
import { EnvelopeExceptionFilter } from './common/errors/envelope-exception.filter.js';
import { clientErrorHandler, frameworkErrorHandler } from './common/http/client-error.js';
import { boundBodies } from './common/http/bounded-body.js';
import { refuseBadInput } from './common/http/refuse-bad-input.js';
import { compressAnswers } from './common/http/compression.js';
import { addSecurityHeaders } from './common/http/security-headers.js';
import { shareAnswers } from './common/http/shared-answers.js';
import { cachePublicReads } from './common/http/public-reads.js';
import { resolveLocale } from './common/http/locale.js';
import { servePwa } from './common/http/static-pwa.js';
import { serveUploads, uploadsDir } from './common/upload/uploads.js';
import { createLogger, PinoNestLogger } from './common/logging/logger.js';
import { identifyDevices } from './common/session/device-cookie.js';
import { RequestValidationPipe } from './common/validation/validation.pipe.js';
import { SiteSettingService } from './modules/setting/index.js';
import { GiftPreviewService } from './modules/transaction/index.js';

// JSON bodies are small; uploads (multipart) get their own limit when they arrive.
const BODY_LIMIT = 1024 * 1024;
const saneRequestId = /^[\w.:-]{1,64}$/;

/**
 * The Fastify adapter with the app's server options and the success envelope (tests build theirs
 * with it too).
 */
export function createAdapter(config: ResolvedConfig, logger: Logger): FastifyAdapter {
  return new EnvelopeFastifyAdapter({
    loggerInstance: logger,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Requests refused by Node itself (431, malformed headers) still get the envelope.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
}

/** The whole app as main.ts runs it; tests compile the same AppModule (test/support/test-app.ts). */
export async function createApp(
  config: ResolvedConfig,
  logger: Logger = createLogger(config.logLevel),
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createAdapter(config, logger),
    { logger: new PinoNestLogger(logger) },
  );
  await configureApp(app, config, logger);
  await app.init();
  return app;
}

/** Headers, envelope, logging, OpenAPI and the PWA: everything around the modules. */
export async function configureApp(
  app: NestFastifyApplication,
  config: ResolvedConfig,
  logger: Logger,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  addSecurityHeaders(fastify);
  boundBodies(app, BODY_LIMIT);
  refuseBadInput(fastify);
  identifyDevices(fastify);
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: reply.elapsedTime,
        ...(request.answeredFromMemory && { fromMemory: true }),
      },
      'request',
    );
  });
  shareAnswers(fastify, config.publicAnswerCacheMs);
  // After shareAnswers: what it keeps is the answer itself, never a bodiless 304.
  cachePublicReads(fastify);
  await compressAnswers(app);
  // Multipart bodies are read by the upload handlers themselves, each with its own limits.
  await app.register(fastifyMultipart as never, { limits: { fileSize: 20_000_000 } });
  serveUploads(fastify, uploadsDir(config.dataDir));
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.useGlobalPipes(new RequestValidationPipe());

  if (config.nodeEnv !== 'production') {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Lottery shop API').setVersion('1').build(),
    );
    SwaggerModule.setup('api/docs', app, document);
  }

  if (existsSync(join(config.pwaDir, 'index.html'))) {
    const settings = app.get(SiteSettingService);
    const giftPreviews = app.get(GiftPreviewService);
    await servePwa(fastify, config.pwaDir, async (request) => {
      const locale = resolveLocale(request.headers);
      const shop = await settings.pageMeta(config.defaultAgentId, locale);
      // A gift link previews the gift waiting in it (issue 32); every other page the shop.
      const { giftCode } = request.query as { giftCode?: unknown };
      return request.url.startsWith('/reward?') && typeof giftCode === 'string'
        ? giftPreviews.meta(config.defaultAgentId, locale, giftCode, shop)
        : shop;
    });
  } else {
    logger.warn(
      { pwaDir: config.pwaDir },
      'no built PWA (index.html missing): serving the API only',
    );
  }
}
