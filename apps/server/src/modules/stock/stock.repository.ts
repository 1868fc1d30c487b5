import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Sheet } from './entities/product.entity.js';
import type { StockSheet } from './stock-csv.js';
import { ticketPhotoPath } from './ticket-photo.js';

/** A draw as the stock upload sees it, locked for the upload's transaction. */
export interface DrawForStock {
  id: string;
  /** Closed, or past its close-sell time: no more stock. */
  closed: boolean;
}

/** A sold sheet whose draw result is not recorded yet. */
export interface SoldSheet {
  id: string;
  number: string;
  ownerId: string;
}

/** Writes of the stock (products and their sheets), and the locks they need. */
@Injectable()
export class StockRepository {
  /**
   * Locks the shop's draw for a stock upload: publishing or closing waits for the upload to end.
   * The draw is the draw module's row; only read (and locked) here.
   */
  async lockDraw(
    manager: EntityManager,
    agentId: string,
    gameEventId: string,
  ): Promise<DrawForStock | undefined> {
    const rows: DrawForStock[] = await manager.query(
      `SELECT id::text AS id, (status = 'CLOSE' OR close_sell_at <= now()) AS closed
         FROM game_event WHERE agent_id = $1 AND id = $2 FOR UPDATE`,
      [agentId, gameEventId],
    );
    return rows[0];
  }

  /** The sheets of `sheets` that are already in the draw. */
  async loaded(
    manager: EntityManager,
    drawId: string,
    sheets: StockSheet[],
  ): Promise<StockSheet[]> {
    const taken: { number: string; set_no: number }[] = await manager.query(
      `SELECT s.number, s.set_no FROM sheet s
         JOIN unnest($2::text[], $3::int[]) AS f(number, set_no)
           ON s.number = f.number AND s.set_no = f.set_no
        WHERE s.game_event_id = $1`,
      [drawId, sheets.map((s) => s.number), sheets.map((s) => s.set)],
    );
    const keys = new Set(taken.map((t) => `${t.number}/${t.set_no}`));
    return sheets.filter((s) => keys.has(`${s.number}/${s.set}`));
  }

  /**
   * Adds the sheets to the draw: products created or topped up (one per number and price, their
   * shelf tags merged), then the sheets. One statement per table, whatever the size of the file.
   * Answers how many products were created or topped up.
   */
  async add(manager: EntityManager, drawId: string, sheets: StockSheet[]): Promise<number> {
    const columns = {
      numbers: sheets.map((s) => s.number),
      sets: sheets.map((s) => s.set),
      prices: sheets.map((s) => s.priceCents),
      photos: sheets.map((s) =>
        s.photo ? `/uploads/tickets/${s.photo}` : ticketPhotoPath(s.number, s.set),
      ),
      tags: sheets.map((s) => s.tags.join(' ')),
    };
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
      [drawId, columns.numbers, columns.prices, columns.photos, columns.tags],
    );
    await manager.query(
      `INSERT INTO sheet (product_id, game_event_id, number, set_no, photo)
       SELECT p.id, $1, s.number, s.set_no, s.photo
         FROM unnest($2::text[], $3::int[], $4::bigint[], $5::text[])
              AS s(number, set_no, price, photo)
         JOIN product p ON p.game_event_id = $1 AND p.number = s.number AND p.price = s.price`,
      [drawId, columns.numbers, columns.sets, columns.prices, columns.photos],
    );
    return products.length;
  }

  /** Sold sheets of the draw still awaiting their result, locked, in id order. */
  async awaitingResult(manager: EntityManager, drawId: string): Promise<SoldSheet[]> {
    const sheets = await manager
      .createQueryBuilder(Sheet, 's')
      .select(['s.id', 's.number', 's.ownerId'])
      .where('s.gameEventId = :drawId AND s.ownerId IS NOT NULL AND s.rewardStatus = 0', {
        drawId,
      })
      .orderBy('s.id')
      .setLock('pessimistic_write')
      .getMany();
    return sheets.map((s) => ({ id: s.id, number: s.number, ownerId: s.ownerId! }));
  }

  /** One array parameter, however many sheets a draw sold. */
  async setRewardStatus(manager: EntityManager, ids: string[], status: 1 | 2): Promise<void> {
    if (!ids.length) return;
    await manager.query(`UPDATE sheet SET reward_status = $2 WHERE id = ANY($1::bigint[])`, [
      ids,
      status,
    ]);
  }

  /** Renames a shelf tag on the shop's products (`to` null: removes it). */
  async renameTag(
    manager: EntityManager,
    agentId: string,
    from: string,
    to: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE product SET op = CASE WHEN $3::text IS NULL THEN array_remove(op, $2)
                                    ELSE array_replace(op, $2, $3::text) END
        WHERE op @> ARRAY[$2::text]
          AND game_event_id IN (SELECT id FROM game_event WHERE agent_id = $1)`,
      [agentId, from, to],
    );
  }
}
