import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../src/db/data-source.js';
import { cloneTemplate, databaseUrl, dropDatabase } from './support/databases.js';

// The schema as code: the entities declare every table's columns, keys, uniques, indexes and
// checks; the migrations are how a database gets there. This test migrates a fresh database and
// asks TypeORM what it would change to match the entities: nothing, or the test names each change.
// TypeORM matches indexes, checks, uniques and foreign keys by name only (an index also by its
// columns and uniqueness), so the second test has PostgreSQL itself compare their definitions.

/**
 * Indexes TypeORM cannot declare (a DESC column or an expression): they stay in the migrations,
 * the entity names them with `synchronize: false`, and their definitions are pinned here.
 */
const migrationOnlyIndexes: Record<string, string> = {
  // The admin's audit log, newest first.
  audit_log_agent:
    'CREATE INDEX audit_log_agent ON public.audit_log USING btree (agent_id, id DESC)',
  // A member's last sign-ins, newest first.
  sign_in_member_at:
    'CREATE INDEX sign_in_member_at ON public.sign_in USING btree (member_id, at DESC)',
  // The draws, newest first.
  game_event_by_date:
    'CREATE INDEX game_event_by_date ON public.game_event USING btree (agent_id, draw_date DESC)',
  // Search by the last two, last three and first three digits: expressions on `number`.
  product_last2:
    'CREATE INDEX product_last2 ON public.product USING btree (game_event_id, "right"((number)::text, 2), number) WHERE (remaining > 0)',
  product_last3:
    'CREATE INDEX product_last3 ON public.product USING btree (game_event_id, "right"((number)::text, 3), number) WHERE (remaining > 0)',
  product_first3:
    'CREATE INDEX product_first3 ON public.product USING btree (game_event_id, "left"((number)::text, 3), number) WHERE (remaining > 0)',
  // The best sellers first.
  product_best_sellers:
    'CREATE INDEX product_best_sellers ON public.product USING btree (game_event_id, sold DESC, number) WHERE (remaining > 0)',
};

/**
 * Also outside TypeORM's view, kept in the migrations: the SQL functions (checkout) and the
 * trigger that makes the ledger append-only, pinned here by name.
 */
const migrationOnlyTriggers = ['ledger_entry_append_only'];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

describe('schema as code: the entities and a freshly migrated database', () => {
  let databaseName: string;
  let dataSource: DataSource;
  beforeAll(async () => {
    databaseName = await cloneTemplate(); // migrated by the migrations (and pg-boss in its own schema)
    dataSource = new DataSource({
      ...dataSourceOptions(
        { dbPoolSize: 1, dbConnectTimeoutMs: 5000, dbStatementTimeoutMs: 30_000 },
        databaseUrl(databaseName),
      ),
      migrationsRun: false,
    });
    await dataSource.initialize();
  });
  afterAll(async () => {
    try {
      if (dataSource?.isInitialized) await dataSource.destroy();
    } finally {
      if (databaseName) await dropDatabase(databaseName);
    }
  });

  it('TypeORM finds nothing to change: no column, key, unique, index or check differs', async () => {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    expect(upQueries.map((query) => query.query)).toEqual([]);
  });

  it('each declared primary key, index, unique, check and foreign key is defined as in the database', async () => {
    const differences: string[] = [];
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      // Each declaration is made again under a probe name and PostgreSQL prints both: the same
      // text, or a difference (a partial index's WHERE, a check's expression, a column's order).
      let probes = 0;
      const probeName = () => `schema_probe_${++probes}`;
      for (const entity of dataSource.entityMetadatas) {
        const table = quote(entity.tableName);
        for (const index of entity.indices) {
          const inDatabase = await indexDefinition(runner, index.name);
          if (!index.synchronize) {
            const pinned = migrationOnlyIndexes[index.name];
            if (pinned === undefined) {
              differences.push(`${index.name}: synchronize: false but not a listed exception`);
            } else if (inDatabase !== pinned) {
              differences.push(`${index.name}: database ${inDatabase}, pinned ${pinned}`);
            }
            continue;
          }
          const probe = probeName();
          const columns = index.columns.map((column) => quote(column.databaseName)).join(', ');
          await runner.query(
            `CREATE ${index.isUnique ? 'UNIQUE ' : ''}INDEX ${probe} ON ${table}
               USING ${index.type ?? 'btree'} (${columns})${index.where ? ` WHERE ${index.where}` : ''}`,
          );
          const declared = (await indexDefinition(runner, probe))?.replace(probe, index.name);
          if (declared !== inDatabase) {
            differences.push(`${index.name}: database ${inDatabase}, entity ${declared}`);
          }
        }
        const constraints: [name: string, definition: string][] = [
          ...entity.uniques.map((unique): [string, string] => [
            unique.name,
            `UNIQUE (${unique.columns.map((column) => quote(column.databaseName)).join(', ')})`,
          ]),
          ...entity.checks.map((check): [string, string] => [
            check.name,
            `CHECK (${check.expression}) NOT VALID`,
          ]),
          ...entity.foreignKeys.map((key): [string, string] => [
            key.name,
            `FOREIGN KEY (${key.columnNames.map(quote).join(', ')})
               REFERENCES ${quote(key.referencedEntityMetadata.tableName)}
               (${key.referencedColumnNames.map(quote).join(', ')})
               ON DELETE ${key.onDelete ?? 'NO ACTION'} NOT VALID`,
          ]),
        ];
        // A table has one primary key, so no probe: its columns in the entity's order (the
        // order of a composite key's index, which TypeORM does not compare).
        const [primaryKey] = (await runner.query(
          `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
            WHERE conrelid = $1::regclass AND contype = 'p'`,
          [`public.${table}`],
        )) as { definition: string }[];
        const primaryColumns = entity.primaryColumns.map((column) => column.databaseName);
        const declaredKey = `PRIMARY KEY (${primaryColumns.join(', ')})`;
        if (primaryKey?.definition !== declaredKey) {
          differences.push(
            `${entity.tableName} primary key: database ${primaryKey?.definition}, entity ${declaredKey}`,
          );
        }
        for (const [name, definition] of constraints) {
          const probe = probeName();
          await runner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${probe} ${definition}`);
          const declared = await constraintDefinition(runner, entity.tableName, probe);
          const inDatabase = await constraintDefinition(runner, entity.tableName, name);
          if (declared !== inDatabase) {
            differences.push(`${name}: database ${inDatabase}, entity ${declared}`);
          }
        }
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(differences).toEqual([]);
  });

  it('the exceptions are exactly the entities that opt out, and the ledger keeps its trigger', async () => {
    const optedOut = dataSource.entityMetadatas
      .flatMap((entity) => entity.indices.filter((index) => !index.synchronize))
      .map((index) => index.name)
      .sort();
    expect(optedOut).toEqual(Object.keys(migrationOnlyIndexes).sort());
    const triggers: { tgname: string }[] = await dataSource.query(
      'SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname',
    );
    expect(triggers.map((trigger) => trigger.tgname)).toEqual(
      expect.arrayContaining(migrationOnlyTriggers),
    );
  });
});

async function indexDefinition(runner: QueryRunner, name: string): Promise<string | undefined> {
  const [row] = (await runner.query(
    `SELECT pg_get_indexdef(c.oid) AS definition FROM pg_class c
      WHERE c.relname = $1 AND c.relnamespace = 'public'::regnamespace`,
    [name],
  )) as { definition: string }[];
  return row?.definition;
}

/** As PostgreSQL prints it; a probe's NOT VALID (it skips checking the rows) left out. */
async function constraintDefinition(
  runner: QueryRunner,
  table: string,
  name: string,
): Promise<string | undefined> {
  const [row] = (await runner.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass AND conname = $2`,
    [`public.${quote(table)}`, name],
  )) as { definition: string }[];
  return row?.definition.replace(/ NOT VALID$/, '');
}
