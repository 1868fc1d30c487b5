import 'reflect-metadata';
import { join } from 'node:path';
import { createApp } from './app.js';
import { createLogger } from './common/logging/logger.js';
import { loadConfigOrExit } from './config/config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);

  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    const dataDir = join(config.dataDir, 'pg');
    logger.info({ dataDir }, 'no DATABASE_URL: starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir });
  }

  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const app = await createApp({ ...config, databaseUrl }, logger).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });

  // Own the shutdown order (server, then pool, then database) instead of Nest's shutdown hooks,
  // which re-raise the signal and so exit non-zero.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logger.info({ url: await app.getUrl() }, 'listening');
}

main().catch((error: unknown) => {
  process.stderr.write(`Start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
