import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One writer per table: a table's rows change only through its owner module's code, SQL
 * functions included. This scan reads every write in the server's SQL (the modules' and common's
 * TypeScript, and the SQL functions the migrations leave defined) and fails naming any write
 * outside the owner. A write is an INSERT, UPDATE or DELETE of the table, or a TypeORM
 * save/insert/update/delete/upsert of its entity.
 */

/** Table (or `table.column`: only writes that set that column) → the module that owns it. */
const owners: Record<string, string> = {
  // The ledger: balances move only with their entry (LedgerService, ledger_post).
  'member.balance': 'payment',
  ledger_entry: 'payment',
  // The stock: sheets and products (stock's services, stock_take_sheets, stock_hand_over_sheets).
  sheet: 'stock',
  product: 'stock',
  // Responsible play.
  member_limit: 'limit',
  // Checkout and gifts.
  purchase_order: 'transaction',
  order_line: 'transaction',
  gift: 'transaction',
  gift_sheet: 'transaction',
  // The channels' outboxes: the bot's messages, one-time codes and notices all enqueue through
  // notify's repositories (below every module that tells of an event); the relays (bot, auth)
  // claim and mark through them too.
  bot_outbox: 'notify',
  sms_outbox: 'notify',
};

/** An SQL function belongs to the module its name starts with. */
const functionPrefixes: Record<string, string> = {
  ledger_: 'payment',
  stock_: 'stock',
  limit_: 'limit',
  checkout_: 'transaction',
};

/** Writers outside the owners, each with its reason (none today). */
const exceptions: Array<{ module: string; table: string }> = [];

export interface Write {
  /** Where: a file, or `function name` for an SQL function. */
  where: string;
  /** The module that wrote it. */
  module: string;
  /** The owned table (or `table.column`) written. */
  target: string;
}

const writeStatement = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const typeormWrite =
  /\.(save|insert|update|delete|upsert|increment|decrement|remove|softDelete)\(\s*([A-Z]\w*)\b/g;

/** The owned targets one piece of SQL (or TypeScript holding SQL) writes. */
export function targetsOf(text: string, entityTables: Map<string, string> = new Map()): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(writeStatement)) {
    const table = match[2]!.toLowerCase();
    const rest = text.slice(match.index! + match[0].length, match.index! + match[0].length + 400);
    targets.push(
      ...ownedTargets(table, match[1]!.toUpperCase() === 'UPDATE' ? setClause(rest) : ''),
    );
  }
  for (const match of text.matchAll(typeormWrite)) {
    const table = entityTables.get(match[2]!);
    if (!table) continue;
    const rest = text.slice(match.index! + match[0].length, match.index! + match[0].length + 400);
    targets.push(...ownedTargets(table, rest.slice(0, rest.indexOf(');') + 1 || undefined)));
  }
  return targets;
}

/** An UPDATE's SET clause (up to WHERE or RETURNING or the statement's end). */
function setClause(rest: string): string {
  const set = /^\s*SET\b([\s\S]*?)(\bWHERE\b|\bRETURNING\b|;|`|$)/i.exec(rest);
  return set ? set[1]! : '';
}

function ownedTargets(table: string, columnsText: string): string[] {
  const found: string[] = [];
  if (owners[table]) found.push(table);
  for (const key of Object.keys(owners)) {
    const [keyTable, column] = key.split('.');
    if (column && keyTable === table && new RegExp(`\\b${column}\\b`).test(columnsText))
      found.push(key);
  }
  return found;
}

/** Line and block comments out, so a comment that names a statement is no write. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const src = new URL('..', import.meta.url).pathname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Entity class name → table, from the entities' `@Entity('table')`. */
function entityTables(files: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/@Entity\(\s*'([a-z_]+)'[\s\S]*?export class (\w+)/g))
      tables.set(match[2]!, match[1]!);
  }
  return tables;
}

/** The writes of the modules' and common's TypeScript, each by its folder's module. */
export function codeWrites(): Write[] {
  const files = [...filesUnder(join(src, 'modules')), ...filesUnder(join(src, 'common'))];
  const tables = entityTables(files);
  return files.flatMap((file) => {
    const relative = file.slice(src.length);
    const module = relative.startsWith('modules/') ? relative.split('/')[1]! : 'common';
    return targetsOf(code(readFileSync(file, 'utf8')), tables).map((target) => ({
      where: relative,
      module,
      target,
    }));
  });
}

/**
 * The SQL functions the migrations leave defined (a later definition replaces an earlier one;
 * only `up` counts), each with its body.
 */
export function sqlFunctions(migrationTexts: string[]): Map<string, string> {
  const functions = new Map<string, string>();
  for (const text of migrationTexts) {
    const up = text.split(/\basync down\(/)[0]!;
    const events = up.matchAll(
      /CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+([a-z_][a-z0-9_]*)\s*\([\s\S]*?\$\$([\s\S]*?)\$\$|DROP\s+FUNCTION\s+([a-z_][a-z0-9_]*)/gi,
    );
    for (const event of events) {
      if (event[3]) functions.delete(event[3]);
      else functions.set(event[1]!, event[2]!.replace(/--.*$/gm, ''));
    }
  }
  return functions;
}

function moduleOfFunction(name: string): string {
  const prefix = Object.keys(functionPrefixes).find((p) => name.startsWith(p));
  return prefix ? functionPrefixes[prefix]! : `no module (function ${name})`;
}

/** The writes of the SQL functions the migrations define, each by its name's module. */
export function functionWrites(migrationTexts: string[]): Write[] {
  return [...sqlFunctions(migrationTexts)].flatMap(([name, body]) =>
    targetsOf(body).map((target) => ({
      where: `function ${name}`,
      module: moduleOfFunction(name),
      target,
    })),
  );
}

/** Writes by a module that does not own the table (nor is an exception). */
export function strangers(writes: Write[]): string[] {
  return writes
    .filter(
      ({ module, target }) =>
        owners[target] !== module &&
        !exceptions.some((e) => e.module === module && e.table === target),
    )
    .map(
      ({ where, module, target }) =>
        `${where} (${module}) writes ${target}, owned by ${owners[target]}`,
    );
}

function migrationTexts(): string[] {
  const dir = join(src, 'db', 'migrations');
  return readdirSync(dir)
    .filter((name) => /^\d+-.*\.ts$/.test(name))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

describe('one writer per table', () => {
  it("only the owner module's code writes a table (TypeScript and SQL functions)", () => {
    const writes = [...codeWrites(), ...functionWrites(migrationTexts())];
    // The scan sees the writes it guards (so a broken scan cannot pass by finding nothing).
    expect(new Set(writes.map((w) => w.target))).toEqual(new Set(Object.keys(owners)));
    expect(strangers(writes)).toEqual([]);
  });

  it('the SQL functions that write owned tables are named by their module', () => {
    const names = [...sqlFunctions(migrationTexts()).keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'checkout_buy',
        'ledger_post',
        'stock_take_sheets',
        'stock_hand_over_sheets',
        'limit_assert_may_spend',
      ]),
    );
  });

  it('names a probe write from outside the owner', () => {
    const probe = [
      ...targetsOf(`await manager.query('UPDATE member SET balance = balance + 1 WHERE id = $1')`),
      ...targetsOf(
        'await manager.update(Sheet, { id }, { ownerId })',
        new Map([['Sheet', 'sheet']]),
      ),
    ].map((target) => ({ where: 'probe.ts', module: 'transaction', target }));
    expect(strangers(probe)).toEqual([
      'probe.ts (transaction) writes member.balance, owned by payment',
      'probe.ts (transaction) writes sheet, owned by stock',
    ]);
    // A function named for checkout that debits by itself, as checkout_buy did before.
    const before = `CREATE FUNCTION checkout_buy() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN UPDATE member SET balance = balance - 1; INSERT INTO ledger_entry VALUES (1); END $$`;
    expect(strangers(functionWrites([before]))).toEqual([
      'function checkout_buy (transaction) writes member.balance, owned by payment',
      'function checkout_buy (transaction) writes ledger_entry, owned by payment',
    ]);
    // Statements that are no writes: row locks, an upsert's own update.
    expect(
      targetsOf('SELECT 1 FROM sheet FOR UPDATE SKIP LOCKED; ON CONFLICT DO UPDATE SET a = 1'),
    ).toEqual([]);
  });
});
