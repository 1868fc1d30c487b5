import { Injectable } from '@nestjs/common';
import {
  createDrawSchema,
  ErrorCode,
  prizeKinds,
  type AdminDrawItem,
  type CreateDrawRequest,
  type DrawResult,
  type Page,
} from '@lottery/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { pageOfSql, type Paging } from '../../common/db/page-of.js';
import { AppError } from '../../common/errors/app-error.js';
import { parseRequest } from '../../common/validation/valibot.pipe.js';
import { isDrawStatus, statusChangeRefusal, type DrawStatus } from './draw-status.js';
import { resultProblems, type DrawResults } from './prize-matching.js';
import { parseStockCsv, type StockSheet } from './stock-csv.js';
import { ticketPhotoPath } from './ticket-photo.js';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { PrizeSettlementService } from './prize-settlement.service.js';
import { ResultsService } from './results.service.js';

interface AdminDrawRow {
  id: string;
  round_name: string;
  draw_date: string;
  open_sell_at: Date;
  close_sell_at: Date;
  status: DrawStatus;
  published_at: Date | null;
  created_at: Date;
  products: string;
  sheets: string;
  sold: string;
}

function toAdminDraw(row: AdminDrawRow): AdminDrawItem {
  return {
    _id: row.id,
    status: row.status,
    roundName: row.round_name,
    drawDate: row.draw_date,
    openSellAt: row.open_sell_at.toISOString(),
    closeSellAt: row.close_sell_at.toISOString(),
    published: row.published_at !== null,
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    products: Number(row.products),
    sheets: Number(row.sheets),
    sold: Number(row.sold),
  };
}

// An ONGO draw past its close-sell time is shown closed (the auto-close job may not have run).
const adminDrawColumns = `
  g.id::text AS id, g.round_name, to_char(g.draw_date, 'YYYY-MM-DD') AS draw_date,
  g.open_sell_at, g.close_sell_at, g.published_at, g.created_at,
  CASE WHEN g.status <> 'CLOSE' AND g.close_sell_at <= now() THEN 'CLOSE' ELSE g.status END
    AS status,
  (SELECT count(*) FROM product p WHERE p.game_event_id = g.id) AS products,
  (SELECT count(*) FROM sheet s WHERE s.game_event_id = g.id) AS sheets,
  (SELECT count(*) FROM sheet s WHERE s.game_event_id = g.id AND s.sold_to IS NOT NULL) AS sold`;

/** Who did it, for the audit log (null: the system, or a direct call in a test). */
export type ActorId = string | null;

interface LockedDraw {
  id: string;
  status: DrawStatus;
  close_sell_at: Date;
  results: DrawResults | null;
}

function constraintOf(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? driverError.constraint : undefined;
}

/**
 * The admin side of a draw, as use cases: list, create, change status, load stock, publish
 * results. Each change is one transaction, with its audit-log line inside it.
 */
@Injectable()
export class DrawAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditRepository,
    private readonly results: ResultsService,
    private readonly settlement: PrizeSettlementService,
  ) {}

  /** Newest draw first, with its stock counts. */
  async list(admin: CurrentMember, paging: Paging): Promise<Page<AdminDrawItem>> {
    const { rows, total } = await pageOfSql<AdminDrawRow>(
      this.dataSource.manager,
      {
        select: adminDrawColumns,
        from: 'FROM game_event g',
        where: 'g.agent_id = $1',
        orderBy: 'g.draw_date DESC, g.id DESC',
        params: [admin.agentId],
      },
      paging,
    );
    return { items: rows.map(toAdminDraw), total };
  }

  /** One draw as the admin list shows it. */
  async show(agentId: string, gameEventId: string): Promise<AdminDrawItem> {
    const rows: AdminDrawRow[] = await this.dataSource.manager.query(
      `SELECT ${adminDrawColumns} FROM game_event g WHERE g.agent_id = $1 AND g.id = $2`,
      [agentId, gameEventId],
    );
    if (!rows[0]) throw new AppError(ErrorCode.GameEventNotFound);
    return toAdminDraw(rows[0]);
  }

  async createDraw(admin: CurrentMember, input: CreateDrawRequest): Promise<AdminDrawItem> {
    const id = await this.create(admin.agentId, input, new Date(), admin.id);
    return this.show(admin.agentId, id);
  }

  async setStatus(
    admin: CurrentMember,
    body: { gameEventId: string; status: DrawStatus },
  ): Promise<AdminDrawItem> {
    await this.changeStatus(admin.agentId, body.gameEventId, body.status, new Date(), admin.id);
    return this.show(admin.agentId, body.gameEventId);
  }

  async publish(
    admin: CurrentMember,
    body: { gameEventId: string; results: Record<string, string[]> },
  ): Promise<DrawResult> {
    await this.publishResults(admin.agentId, body.gameEventId, body.results, new Date(), admin.id);
    return this.results.result(admin.agentId, { gameEventId: body.gameEventId });
  }

  async create(
    agentId: string,
    input: CreateDrawRequest,
    now = new Date(),
    actorId: ActorId = null,
  ): Promise<string> {
    const draw = parseRequest(createDrawSchema, input);
    if (draw.openSellDate >= draw.closeSellDate) throw new AppError(ErrorCode.InvalidCloseSellDate);
    if (new Date(draw.closeSellDate) <= now) throw new AppError(ErrorCode.InvalidCloseSellDate);
    // Sales close on or before the draw day (Bangkok).
    const closeDay = new Date(Date.parse(draw.closeSellDate) + 7 * 3600_000)
      .toISOString()
      .slice(0, 10);
    if (draw.drawDate < closeDay) throw new AppError(ErrorCode.InvalidDrawDate);
    return this.dataSource.transaction(async (manager) => {
      const open: unknown[] = await manager.query(
        `SELECT 1 FROM game_event WHERE agent_id = $1 AND status <> 'CLOSE'`,
        [agentId],
      );
      if (open.length) throw new AppError(ErrorCode.CloseGameEventFirst);
      try {
        const rows: { id: string }[] = await manager.query(
          `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
          [agentId, draw.roundName, draw.drawDate, draw.openSellDate, draw.closeSellDate],
        );
        await this.audit.write(manager, {
          agentId,
          actorId,
          action: 'draw.create',
          targetId: null,
          detail: { gameEventId: rows[0]!.id, ...draw },
        });
        return rows[0]!.id;
      } catch (error) {
        // Two admins creating at once: the indexes decide, and say which rule was hit.
        const constraint = constraintOf(error);
        if (constraint === 'game_event_one_not_closed')
          throw new AppError(ErrorCode.CloseGameEventFirst);
        if (constraint) throw new AppError(ErrorCode.DuplicateGameEvent);
        throw error;
      }
    });
  }

  async changeStatus(
    agentId: string,
    gameEventId: string,
    to: unknown,
    now = new Date(),
    actorId: ActorId = null,
  ): Promise<DrawStatus> {
    if (!isDrawStatus(to)) throw new AppError(ErrorCode.InvalidStatus);
    return this.dataSource.transaction(async (manager) => {
      const draw = await this.lock(manager, agentId, gameEventId);
      // A draw past its close-sell time is closed, whatever is stored.
      const from: DrawStatus = draw.close_sell_at <= now ? 'CLOSE' : draw.status;
      const refusal = statusChangeRefusal(from, to, now, draw.close_sell_at);
      if (refusal !== null) throw new AppError(refusal);
      await manager.query(`UPDATE game_event SET status = $2, updated_at = now() WHERE id = $1`, [
        draw.id,
        to,
      ]);
      await this.audit.write(manager, {
        agentId,
        actorId,
        action: 'draw.status',
        targetId: null,
        detail: { gameEventId: draw.id, from, to },
      });
      return to;
    });
  }

  /**
   * Loads a stock file into a draw that is not closed: all of it or nothing. Bad lines are 5002
   * (2002 when every problem is a duplicate), listed in `fields` as `line.<n>.<field>`.
   */
  async loadStock(
    agentId: string,
    gameEventId: string,
    csv: string,
    now = new Date(),
    actorId: ActorId = null,
    detail: Record<string, unknown> = {},
  ): Promise<{ sheets: number; products: number }> {
    const { sheets, problems } = parseStockCsv(csv);
    if (problems.length) {
      const fields = Object.fromEntries(
        problems.map((p) => [`line.${p.line}.${p.field}`, String(p.code)]),
      );
      const allDuplicates = problems.every((p) => p.code === ErrorCode.DuplicateProduct);
      throw new AppError(
        allDuplicates ? ErrorCode.DuplicateProduct : ErrorCode.InvalidFormat,
        fields,
      );
    }
    if (!sheets.length) throw new AppError(ErrorCode.MissingProducts);
    return this.dataSource.transaction(async (manager) => {
      const draw = await this.lock(manager, agentId, gameEventId);
      if (draw.status === 'CLOSE' || draw.close_sell_at <= now)
        throw new AppError(ErrorCode.GameEventClosed);
      await this.refuseLoadedSheets(manager, draw.id, sheets);
      const columns = {
        numbers: sheets.map((s) => s.number),
        sets: sheets.map((s) => s.set),
        prices: sheets.map((s) => s.priceCents),
        photos: sheets.map((s) =>
          s.photo ? `/uploads/tickets/${s.photo}` : ticketPhotoPath(s.number, s.set),
        ),
        tags: sheets.map((s) => s.tags.join(' ')),
      };
      // One statement per table, whatever the size of the file.
      const products: unknown[] = await manager.query(
        `INSERT INTO product (game_event_id, number, price, remaining, total, photo, op)
         SELECT $1, number, price, count(*), count(*), min(photo),
                ARRAY(SELECT DISTINCT tag FROM unnest(string_to_array(string_agg(tags, ' '), ' ')) tag
                       WHERE tag <> '' ORDER BY tag)
           FROM unnest($2::text[], $3::bigint[], $4::text[], $5::text[]) AS s(number, price, photo, tags)
          GROUP BY number, price
         ON CONFLICT (game_event_id, number, price) DO UPDATE
           SET remaining = product.remaining + excluded.remaining,
               total = product.total + excluded.total,
               op = ARRAY(SELECT DISTINCT tag FROM unnest(product.op || excluded.op) tag ORDER BY tag)
         RETURNING id`,
        [draw.id, columns.numbers, columns.prices, columns.photos, columns.tags],
      );
      await manager.query(
        `INSERT INTO sheet (product_id, game_event_id, number, set_no, photo)
         SELECT p.id, $1, s.number, s.set_no, s.photo
           FROM unnest($2::text[], $3::int[], $4::bigint[], $5::text[])
                AS s(number, set_no, price, photo)
           JOIN product p ON p.game_event_id = $1 AND p.number = s.number AND p.price = s.price`,
        [draw.id, columns.numbers, columns.sets, columns.prices, columns.photos],
      );
      await this.audit.write(manager, {
        agentId,
        actorId,
        action: 'draw.stock',
        targetId: null,
        detail: {
          gameEventId: draw.id,
          sheets: sheets.length,
          products: products.length,
          ...detail,
        },
      });
      return { sheets: sheets.length, products: products.length };
    });
  }

  /**
   * Publishes the results of a closed draw. A result set with the wrong count of numbers for any
   * prize (or neighbours that are not the first prize's) is 1017; a draw still on sale is 1012.
   * Publishing the same results again changes nothing; different ones are refused (1017).
   */
  async publishResults(
    agentId: string,
    gameEventId: string,
    results: Partial<Record<string, unknown>>,
    now = new Date(),
    actorId: ActorId = null,
  ): Promise<void> {
    const problems = resultProblems(results);
    if (problems.length) {
      throw new AppError(
        ErrorCode.IncompatibleReward,
        Object.fromEntries(problems.map((kind) => [kind, String(ErrorCode.IncompatibleReward)])),
      );
    }
    const clean = results as DrawResults;
    await this.dataSource.transaction(async (manager) => {
      const draw = await this.lock(manager, agentId, gameEventId);
      if (draw.status !== 'CLOSE' && draw.close_sell_at > now)
        throw new AppError(ErrorCode.InvalidStatus);
      if (draw.results) {
        const stored = draw.results;
        const same = prizeKinds.every(
          (kind) => JSON.stringify(stored[kind]) === JSON.stringify(clean[kind]),
        );
        if (same) return;
        throw new AppError(ErrorCode.IncompatibleReward);
      }
      await manager.query(
        `UPDATE game_event SET status = 'CLOSE', results = $2::jsonb, published_at = now(),
                updated_at = now()
          WHERE id = $1`,
        [draw.id, JSON.stringify(this.ordered(clean))],
      );
      const settled = await this.settlement.settle(manager, agentId, draw.id, clean);
      await this.audit.write(manager, {
        agentId,
        actorId,
        action: 'draw.publish',
        targetId: null,
        detail: { gameEventId: draw.id, first: clean.first, ...settled },
      });
    });
  }

  /** Only the prize kinds, in prize-table order (whatever else the request carried). */
  private ordered(results: DrawResults): DrawResults {
    return Object.fromEntries(
      prizeKinds.map((kind) => [kind, [...results[kind]]]),
    ) as unknown as DrawResults;
  }

  private async lock(
    manager: EntityManager,
    agentId: string,
    gameEventId: string,
  ): Promise<LockedDraw> {
    if (!/^[1-9]\d{0,17}$/.test(gameEventId)) throw new AppError(ErrorCode.GameEventNotFound);
    const rows: LockedDraw[] = await manager.query(
      `SELECT id::text AS id, status, close_sell_at, results FROM game_event
        WHERE agent_id = $1 AND id = $2 FOR UPDATE`,
      [agentId, gameEventId],
    );
    if (!rows[0]) throw new AppError(ErrorCode.GameEventNotFound);
    return rows[0];
  }

  /** Sheets of the file already in the draw: 2002, naming the lines. */
  private async refuseLoadedSheets(
    manager: EntityManager,
    drawId: string,
    sheets: StockSheet[],
  ): Promise<void> {
    const taken: { number: string; set_no: number }[] = await manager.query(
      `SELECT s.number, s.set_no FROM sheet s
         JOIN unnest($2::text[], $3::int[]) AS f(number, set_no)
           ON s.number = f.number AND s.set_no = f.set_no
        WHERE s.game_event_id = $1`,
      [drawId, sheets.map((s) => s.number), sheets.map((s) => s.set)],
    );
    if (!taken.length) return;
    const keys = new Set(taken.map((t) => `${t.number}/${t.set_no}`));
    const fields = Object.fromEntries(
      sheets
        .filter((s) => keys.has(`${s.number}/${s.set}`))
        .map((s) => [`line.${s.line}.line`, String(ErrorCode.DuplicateProduct)]),
    );
    throw new AppError(ErrorCode.DuplicateProduct, fields);
  }
}
