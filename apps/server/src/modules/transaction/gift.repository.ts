import { Injectable } from '@nestjs/common';
import type { OwnedSheet } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import type { Gift } from './entities/gift.entity.js';

/** A sheet of an order a member wants to send, locked, with what decides whether it may go. */
export interface SendableSheet {
  id: string;
  orderId: string;
  ownerId: string;
  /** The member who bought it, and whether for themselves (buy mode "2"). */
  buyerId: string;
  boughtForSelf: boolean;
  rewardStatus: number;
}

export type LockedGift = Pick<Gift, 'id' | 'code' | 'senderId' | 'status' | 'receiverId'>;

/** One number of one order in a gift or a gift box, with its draw; `price` in cents. */
export interface GiftLine {
  gid: string;
  roundName: string;
  drawDate: string;
  orderId: string;
  createdAt: Date;
  number: string;
  price: number;
  sheets: Array<OwnedSheet & { sheetId: string }>;
}

/** A gift as its link shows it: the sender by full name (the service keeps the first word). */
export interface GiftHead {
  id: string;
  code: string;
  status: Gift['status'];
  senderId: string;
  senderName: string;
  receiverId: string | null;
  name: string;
  createdAt: Date;
  receivedAt: Date | null;
  /** Some sheet's draw has its results: a gift nobody received can no longer be. */
  settled: boolean;
}

/** A gift its sender lists, with the receiver's phone (the service masks it). */
export interface SentGiftRow extends Omit<GiftHead, 'senderName' | 'receiverId' | 'senderId'> {
  phone: string;
  receiverPhone: string | null;
  cancelledAt: Date | null;
  numbers: string[];
  sheets: number;
}

const sheetsJson = `json_agg(json_build_object('sheetId', s.id::text, 'number', s.number,
                    'setNo', s.set_no, 'photo', s.photo) ORDER BY s.set_no)`;

/**
 * Gifts and the sheets they hold. Locks: a gift's row first, then its sheets in id order
 * (receiving, taking back); sending locks the sheets in id order; settlement locks a draw's
 * sheets in id order. So a gift and the draw's publication queue on the sheets, never in a cycle.
 */
@Injectable()
export class GiftRepository {
  /** The sheets of the orders (this shop's), locked in id order. */
  async lockOrderSheets(
    manager: EntityManager,
    agentId: string,
    orderIds: string[],
  ): Promise<SendableSheet[]> {
    return manager.query(
      `SELECT s.id::text AS id, s.order_id::text AS "orderId", s.owner_id::text AS "ownerId",
              o.member_id::text AS "buyerId", o.for_myself AS "boughtForSelf",
              s.reward_status AS "rewardStatus"
         FROM sheet s JOIN purchase_order o ON o.id = s.order_id
        WHERE o.agent_id = $1 AND s.order_id = ANY ($2::bigint[])
        ORDER BY s.id
          FOR UPDATE OF s`,
      [agentId, orderIds],
    );
  }

  /** How many of the sheets an open gift holds (a fresh read, after the sheets were locked). */
  async countInOpenGift(manager: EntityManager, sheetIds: string[]): Promise<number> {
    const rows: Array<{ total: string }> = await manager.query(
      `SELECT count(*) AS total FROM gift_sheet WHERE open AND sheet_id = ANY ($1::bigint[])`,
      [sheetIds],
    );
    return safeInteger(rows[0]?.total ?? 0);
  }

  /** The gift and its sheets, in one statement; answers the gift's id. */
  async insertGift(
    manager: EntityManager,
    gift: Pick<Gift, 'agentId' | 'code' | 'senderId' | 'name' | 'phone'>,
    sheets: Array<{ id: string; orderId: string }>,
  ): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `WITH g AS (
         INSERT INTO gift (agent_id, code, sender_id, name, phone)
         VALUES ($1, $2, $3, $4, $5) RETURNING id),
       s AS (
         INSERT INTO gift_sheet (gift_id, sheet_id, order_id)
         SELECT g.id, sheet.* FROM g, unnest($6::bigint[], $7::bigint[]) AS sheet)
       SELECT id::text AS id FROM g`,
      [
        gift.agentId,
        gift.code,
        gift.senderId,
        gift.name,
        gift.phone,
        sheets.map((sheet) => sheet.id),
        sheets.map((sheet) => sheet.orderId),
      ],
    );
    return rows[0]!.id;
  }

  /** The gift with this code, locked (receiving queues here: one receiver, the rest wait). */
  async lockByCode(
    manager: EntityManager,
    agentId: string,
    code: string,
  ): Promise<LockedGift | undefined> {
    const rows: LockedGift[] = await manager.query(
      `SELECT id::text AS id, code, sender_id::text AS "senderId", status,
              receiver_id::text AS "receiverId"
         FROM gift WHERE agent_id = $1 AND code = $2 FOR UPDATE`,
      [agentId, code],
    );
    return rows[0];
  }

  /** The sender's gift, locked. */
  async lockSent(
    manager: EntityManager,
    senderId: string,
    giftId: string,
  ): Promise<LockedGift | undefined> {
    const rows: LockedGift[] = await manager.query(
      `SELECT id::text AS id, code, sender_id::text AS "senderId", status,
              receiver_id::text AS "receiverId"
         FROM gift WHERE sender_id = $1 AND id = $2 FOR UPDATE`,
      [senderId, giftId],
    );
    return rows[0];
  }

  /** The gift's sheets, locked in id order: who owns each and whether its draw is settled. */
  async lockGiftSheets(
    manager: EntityManager,
    giftId: string,
  ): Promise<Array<{ id: string; ownerId: string; rewardStatus: number }>> {
    return manager.query(
      `SELECT s.id::text AS id, s.owner_id::text AS "ownerId", s.reward_status AS "rewardStatus"
         FROM gift_sheet gs JOIN sheet s ON s.id = gs.sheet_id
        WHERE gs.gift_id = $1
        ORDER BY s.id
          FOR UPDATE OF s`,
      [giftId],
    );
  }

  /**
   * The gift's sheets change hands (through stock's `stock_hand_over_sheets`, migration
   * 2800000000001); the gift is received and holds them no more.
   */
  async receive(manager: EntityManager, giftId: string, receiverId: string): Promise<void> {
    await manager.query(
      `SELECT stock_hand_over_sheets(array_agg(sheet_id), $2) FROM gift_sheet WHERE gift_id = $1`,
      [giftId, receiverId],
    );
    await manager.query(
      `UPDATE gift SET status = 'received', receiver_id = $2, received_at = now() WHERE id = $1`,
      [giftId, receiverId],
    );
    await this.close(manager, giftId);
  }

  /** Taken back: the sheets never left the sender; they are free to send again. */
  async cancel(manager: EntityManager, giftId: string): Promise<void> {
    await manager.query(
      `UPDATE gift SET status = 'cancelled', cancelled_at = now() WHERE id = $1`,
      [giftId],
    );
    await this.close(manager, giftId);
  }

  private async close(manager: EntityManager, giftId: string): Promise<void> {
    await manager.query(`UPDATE gift_sheet SET open = false WHERE gift_id = $1`, [giftId]);
  }

  /**
   * The gift box: lines of sheets the member owns, bought for themselves or received, whose
   * draw awaits its result and which no open gift holds. Newest draw first, then newest order.
   */
  async giftBox(manager: EntityManager, memberId: string): Promise<GiftLine[]> {
    return this.lines(
      manager,
      `s.owner_id = $1 AND s.reward_status = 0 AND (o.for_myself OR o.member_id <> $1)
       AND NOT EXISTS (SELECT 1 FROM gift_sheet gs WHERE gs.sheet_id = s.id AND gs.open)`,
      [memberId],
    );
  }

  /** What a gift holds (whatever happened to it since). */
  giftLines(manager: EntityManager, giftId: string): Promise<GiftLine[]> {
    return this.lines(manager, `s.id IN (SELECT sheet_id FROM gift_sheet WHERE gift_id = $1)`, [
      giftId,
    ]);
  }

  private async lines(
    manager: EntityManager,
    where: string,
    params: unknown[],
  ): Promise<GiftLine[]> {
    const rows: Array<Omit<GiftLine, 'price'> & { price: string }> = await manager.query(
      `SELECT g.id::text AS gid, g.round_name AS "roundName",
              to_char(g.draw_date, 'YYYY-MM-DD') AS "drawDate", o.id::text AS "orderId",
              o.created_at AS "createdAt", l.number, l.price::text AS price,
              ${sheetsJson} AS sheets
         FROM sheet s
         JOIN order_line l ON l.order_id = s.order_id AND l.product_id = s.product_id
         JOIN purchase_order o ON o.id = s.order_id
         JOIN game_event g ON g.id = o.game_event_id
        WHERE ${where}
        GROUP BY g.id, o.id, l.product_id, l.number, l.price
        ORDER BY g.draw_date DESC, g.id DESC, o.id DESC, l.number`,
      params,
    );
    return rows.map((row) => ({ ...row, price: safeInteger(row.price) }));
  }

  /** The gift a link names, with its sender's name and whether its draw is settled. */
  async head(manager: EntityManager, agentId: string, code: string): Promise<GiftHead | undefined> {
    const rows: GiftHead[] = await manager.query(
      `SELECT gf.id::text AS id, gf.code, gf.status, gf.sender_id::text AS "senderId",
              m.name AS "senderName", gf.receiver_id::text AS "receiverId", gf.name,
              gf.created_at AS "createdAt", gf.received_at AS "receivedAt",
              EXISTS (SELECT 1 FROM gift_sheet gs JOIN sheet s ON s.id = gs.sheet_id
                       WHERE gs.gift_id = gf.id AND s.reward_status <> 0) AS settled
         FROM gift gf JOIN member m ON m.id = gf.sender_id
        WHERE gf.agent_id = $1 AND gf.code = $2`,
      [agentId, code],
    );
    return rows[0];
  }

  /** The member's sent gifts, newest first (the latest 100). */
  async sent(manager: EntityManager, senderId: string): Promise<SentGiftRow[]> {
    const rows: Array<Omit<SentGiftRow, 'sheets'> & { sheets: string }> = await manager.query(
      `SELECT gf.id::text AS id, gf.code, gf.status, gf.name, gf.phone,
              gf.created_at AS "createdAt", gf.received_at AS "receivedAt",
              gf.cancelled_at AS "cancelledAt", r.username AS "receiverPhone",
              bool_or(s.reward_status <> 0) AS settled,
              array_agg(DISTINCT s.number ORDER BY s.number) AS numbers,
              count(*) AS sheets
         FROM gift gf
         JOIN gift_sheet gs ON gs.gift_id = gf.id
         JOIN sheet s ON s.id = gs.sheet_id
         LEFT JOIN member r ON r.id = gf.receiver_id
        WHERE gf.sender_id = $1
        GROUP BY gf.id, r.username
        ORDER BY gf.id DESC
        LIMIT 100`,
      [senderId],
    );
    return rows.map((row) => ({ ...row, sheets: safeInteger(row.sheets) }));
  }
}
