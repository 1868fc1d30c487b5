import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The entities are written by hand next to the migrations: this keeps the two in step.
describe('entities and the migrated schema', () => {
  let server: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    server = await startTestApp();
    dataSource = server.app.get(DataSource);
  });
  afterAll(() => server.close());

  it('every table of the migrations has an entity', async () => {
    const tables = await sql<{ table_name: string }>(
      server,
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
    );
    const mapped = dataSource.entityMetadatas.map((entity) => entity.tableName);
    expect([...mapped].sort()).toEqual(tables.map((table) => table.table_name).sort());
  });

  it('every entity column exists with the same type family and nullability, and none is missing', async () => {
    const columns = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
      data_type: string;
    }>(
      server,
      `SELECT table_name, column_name, is_nullable, data_type FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    const family = (type: string) =>
      /int|serial/.test(type)
        ? 'integer'
        : /char|text/.test(type)
          ? 'text'
          : type.replace('ARRAY', 'array');
    const inDatabase = columns
      .map(
        (c) => `${c.table_name}.${c.column_name} ${c.is_nullable === 'YES' ? 'null' : 'not null'}`,
      )
      .sort();
    // Virtual columns are computed by a query when read (a deposit's `expired`), not stored.
    const stored = (entity: (typeof dataSource.entityMetadatas)[number]) =>
      entity.columns.filter((column) => !column.isVirtualProperty);
    const inEntities = dataSource.entityMetadatas
      .flatMap((entity) =>
        stored(entity).map(
          (c) => `${entity.tableName}.${c.databaseName} ${c.isNullable ? 'null' : 'not null'}`,
        ),
      )
      .sort();
    expect(inEntities).toEqual(inDatabase);

    const types = new Map(
      columns.map((c) => [`${c.table_name}.${c.column_name}`, family(c.data_type)]),
    );
    for (const entity of dataSource.entityMetadatas) {
      for (const column of stored(entity)) {
        const name = `${entity.tableName}.${column.databaseName}`;
        const declared = column.isArray ? 'array' : family(String(column.type).toLowerCase());
        const expected = types.get(name);
        const same =
          declared === expected ||
          (declared === 'timestamptz' && expected === 'timestamp with time zone');
        expect({ name, declared, same }).toEqual({ name, declared, same: true });
      }
    }
  });

  it('reads money as safe numbers of cents and ids as strings', async () => {
    const [member] = await sql(
      server,
      `INSERT INTO member (agent_id, username, password_hash, name, balance)
       VALUES ('default', '012000111', 'x', 'Money', 12345) RETURNING id::text AS id`,
    );
    const { Member } = await import('../src/modules/auth/entities/member.entity.js');
    const row = await dataSource.manager.findOneByOrFail(Member, { id: member.id });
    expect(row).toMatchObject({ id: member.id, balance: 12345 });
    await sql(server, 'UPDATE member SET balance = 9007199254740993 WHERE id = $1', [member.id]);
    await expect(dataSource.manager.findOneByOrFail(Member, { id: member.id })).rejects.toThrow(
      /not a safe integer/,
    );
  });
});
