import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/** PostgreSQL options shared by the app and the test template database. */
export function dataSourceOptions(
  config: Pick<AppConfig, 'dbPoolSize' | 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'>,
  url: string,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    migrations,
    entities,
    // A bounded pool that fails fast: under overload the answer is a quick 503, not a hang.
    extra: {
      max: config.dbPoolSize,
      connectionTimeoutMillis: config.dbConnectTimeoutMs,
      statement_timeout: config.dbStatementTimeoutMs,
    },
  };
}

/**
 * The read replica's options: the same entities and pool settings as the primary, nothing to
 * migrate (a standby is read-only and replays the primary's schema with its data).
 */
export function replicaDataSourceOptions(
  config: Pick<AppConfig, 'dbPoolSize' | 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'>,
  url: string,
): DataSourceOptions {
  return { ...dataSourceOptions(config, url), migrationsRun: false, migrations: [] };
}
