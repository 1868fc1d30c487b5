// Draws and stock written straight into a test database, for the draw tests.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { databaseUrl } from './support/databases.js';

export interface RealDraw {
  date: string;
  prizes: Record<string, { baht: string; numbers: string[] }>;
}

export const realDraws: RealDraw[] = (
  JSON.parse(
    readFileSync(new URL('../data/thai-lottery-results.json', import.meta.url), 'utf8'),
  ) as { draws: RealDraw[] }
).draws;

export function resultsOf(draw: RealDraw): Record<string, string[]> {
  return Object.fromEntries(Object.entries(draw.prizes).map(([kind, p]) => [kind, p.numbers]));
}

export async function withDb<T>(name: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl(name) });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

export interface DrawInput {
  agentId?: string;
  drawDate: string;
  status: 'BREAK' | 'ONGO' | 'CLOSE';
  /** Milliseconds from now (negative: in the past). */
  closeInMs: number;
  results?: Record<string, string[]>;
}

export async function insertDraw(db: pg.Client, input: DrawInput): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO game_event
       (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status, results, published_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond' - interval '14 days',
             now() + $4 * interval '1 millisecond', $5,
             $6::jsonb, CASE WHEN $6::jsonb IS NULL THEN NULL ELSE now() END)
     RETURNING id::text AS id`,
    [
      input.agentId ?? 'default',
      `Round ${input.drawDate}`,
      input.drawDate,
      input.closeInMs,
      input.status,
      input.results ? JSON.stringify(input.results) : null,
    ],
  );
  return rows[0]!.id;
}

export interface ProductInput {
  number: string;
  priceCents: number;
  remaining: number;
  sold?: number;
  op?: string[];
}

export async function insertProduct(
  db: pg.Client,
  gameEventId: string,
  input: ProductInput,
): Promise<string> {
  const sold = input.sold ?? 0;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO product (game_event_id, number, price, remaining, total, sold, photo, op)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [
      gameEventId,
      input.number,
      input.priceCents,
      input.remaining,
      input.remaining + sold,
      sold,
      `/ticket-photo/${input.number}-1.svg`,
      input.op ?? [],
    ],
  );
  return rows[0]!.id;
}
