import { Injectable } from '@nestjs/common';
import type { OwnershipEvent } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';

/** A sold sheet as its certificate states it now; the owner's phone unmasked (masked later). */
export interface SheetFacts {
  sheetId: string;
  shop: string;
  gid: string;
  number: string;
  setNo: number;
  ownerPhone: string;
  ownerId: string;
  orderId: string;
  /** When its owner got it: bought, or the latest gift received. */
  at: Date;
  /** 1 + the gifts of it that were received. */
  hand: number;
}

/** What the public verify page shows about the sheet beside the certificate. */
export interface SheetShown {
  roundName: string;
  drawDate: string;
  photo: string | null;
}

const factsSql = `
  SELECT s.id::text AS "sheetId", o.agent_id AS shop, s.game_event_id::text AS gid, s.number,
         s.set_no AS "setNo", m.username AS "ownerPhone", s.owner_id::text AS "ownerId",
         s.order_id::text AS "orderId",
         coalesce(max(gf.received_at), o.created_at) AS at, 1 + count(gf.id)::int AS hand
    FROM sheet s
    JOIN purchase_order o ON o.id = s.order_id
    JOIN member m ON m.id = s.owner_id
    LEFT JOIN gift_sheet gs ON gs.sheet_id = s.id
    LEFT JOIN gift gf ON gf.id = gs.gift_id AND gf.status = 'received'`;
const factsGroup = `GROUP BY s.id, o.agent_id, o.created_at, m.username`;

/**
 * Reads for ticket certificates: who holds a sold sheet and how often it changed hands. The
 * history comes from what checkout and gifts already record (orders, gifts), so nothing here
 * writes and no sheet carries a counter of its own.
 */
@Injectable()
export class CertificateRepository {
  /** The sheets of these orders that `ownerId` holds now. */
  ownedInOrders(
    manager: EntityManager,
    ownerId: string,
    orderIds: string[],
  ): Promise<SheetFacts[]> {
    return manager.query(
      `${factsSql} WHERE s.order_id = ANY ($1::bigint[]) AND s.owner_id = $2 ${factsGroup}`,
      [orderIds, ownerId],
    );
  }

  async sheet(manager: EntityManager, sheetId: string): Promise<SheetFacts | undefined> {
    const rows: SheetFacts[] = await manager.query(`${factsSql} WHERE s.id = $1 ${factsGroup}`, [
      sheetId,
    ]);
    return rows[0];
  }

  async shown(manager: EntityManager, sheetId: string): Promise<SheetShown> {
    const rows: SheetShown[] = await manager.query(
      `SELECT g.round_name AS "roundName", to_char(g.draw_date, 'YYYY-MM-DD') AS "drawDate",
              s.photo
         FROM sheet s JOIN game_event g ON g.id = s.game_event_id
        WHERE s.id = $1`,
      [sheetId],
    );
    return rows[0]!;
  }

  /** The sheet's changes of hands, oldest first: bought, then each gift it went into. */
  history(
    manager: EntityManager,
    sheetId: string,
  ): Promise<Array<{ event: OwnershipEvent['event']; at: Date }>> {
    return manager.query(
      `SELECT event, at FROM (
         SELECT 'bought' AS event, o.created_at AS at, 0 AS step
           FROM sheet s JOIN purchase_order o ON o.id = s.order_id WHERE s.id = $1
         UNION ALL
         SELECT 'gifted', gf.created_at, 1
           FROM gift_sheet gs JOIN gift gf ON gf.id = gs.gift_id WHERE gs.sheet_id = $1
         UNION ALL
         SELECT 'received', gf.received_at, 2
           FROM gift_sheet gs JOIN gift gf ON gf.id = gs.gift_id
          WHERE gs.sheet_id = $1 AND gf.received_at IS NOT NULL
         UNION ALL
         SELECT 'takenBack', gf.cancelled_at, 2
           FROM gift_sheet gs JOIN gift gf ON gf.id = gs.gift_id
          WHERE gs.sheet_id = $1 AND gf.cancelled_at IS NOT NULL) h
        ORDER BY at, step`,
      [sheetId],
    );
  }
}
