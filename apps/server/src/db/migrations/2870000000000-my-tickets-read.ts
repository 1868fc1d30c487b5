import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My tickets in one call (issue 31, draw day): `my_tickets_read(member, draw or null)` answers a
 * member's ticket page as one JSON document: `lines` (each order line the member holds sheets of,
 * best result first, then newest, with its sheets), `prizes` (what those sheets won, per line and
 * kind), `gifts` (the gifts each line went through, oldest first) and `facts` (each sheet's
 * certificate facts). The same four reads the server used to send one after another.
 *
 * WHY a function: when results come out everyone opens their tickets at once, and PostgreSQL
 * spent ten times the page's execution planning those four joins again for every request
 * (2-5 ms of planning against 0.3-0.5 ms of work a page, measured with the draw-day bench's
 * data). PL/pgSQL keeps one plan per connection; `force_generic_plan` keeps it from planning
 * again for each member (the plan is the same: the member's sheets by `sheet_owner`, then each
 * join by its key). In pgbench on that data the page went from 192-222 to 1,924-2,060 pages/s,
 * and it is one round trip instead of four. It only reads, on the connection it is given (the
 * primary for a member's own data, as before).
 */
export class MyTicketsRead2870000000000 implements MigrationInterface {
  name = 'MyTicketsRead2870000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION my_tickets_read(p_member bigint, p_gid bigint) RETURNS json
      LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $fn$
      DECLARE
        v_page json;
      BEGIN
        WITH mine AS MATERIALIZED (
          SELECT s.id, s.order_id, s.product_id, s.game_event_id, s.number, s.set_no, s.photo,
                 s.reward_status
            FROM sheet s
           WHERE s.owner_id = p_member AND s.order_id IS NOT NULL
             -- One draw, or all: a range on sheet_owner's second column either way, so the one
             -- kept plan reads only that draw's sheets of a member who has many.
             AND s.game_event_id BETWEEN coalesce(p_gid, 0) AND coalesce(p_gid, 9223372036854775807)
        )
        SELECT json_build_object(
          'lines', (
            SELECT coalesce(json_agg(line ORDER BY line."rewardStatus" DESC, line."createdAt" DESC,
                                                  line."orderId"::bigint DESC, line.number), '[]')
              FROM (
                SELECT o.id::text AS "orderId", l.product_id::text AS "productId",
                       o.game_event_id::text AS "gameEventId", g.round_name AS "roundName",
                       to_char(g.draw_date, 'YYYY-MM-DD') AS "drawDate", l.number,
                       l.price::text AS price, o.for_myself AS "forMyself", o.cus_name AS "cusName",
                       o.created_at AS "createdAt", max(s.reward_status)::int AS "rewardStatus",
                       json_agg(json_build_object('number', s.number, 'setNo', s.set_no,
                                                  'photo', s.photo, 'sheetId', s.id::text)
                                ORDER BY s.set_no) AS sheets
                  FROM mine s
                  JOIN order_line l ON l.order_id = s.order_id AND l.product_id = s.product_id
                  JOIN purchase_order o ON o.id = s.order_id
                  JOIN game_event g ON g.id = o.game_event_id
                 GROUP BY o.id, l.product_id, l.number, l.price, g.id) line),
          'prizes', (
            SELECT coalesce(json_agg(won), '[]')
              FROM (
                SELECT s.order_id::text AS "orderId", s.product_id::text AS "productId", p.kind,
                       sum(p.amount)::text AS amount, sum(p.paid)::text AS paid
                  FROM mine s JOIN ticket_prize p ON p.sheet_id = s.id
                 GROUP BY s.order_id, s.product_id, p.kind) won),
          'gifts', (
            SELECT coalesce(json_agg(passed ORDER BY passed.id), '[]')
              FROM (
                SELECT gf.id, s.order_id::text AS "orderId", s.product_id::text AS "productId",
                       buyer.name AS "buyerName", gf.status, bool_or(gs.open) AS open,
                       gf.created_at AS "createdAt", gf.received_at AS "receivedAt",
                       gf.cancelled_at AS "cancelledAt", sender.name AS "senderName",
                       gf.receiver_id::text AS "receiverId", receiver.username AS "receiverPhone"
                  FROM mine s
                  JOIN gift_sheet gs ON gs.sheet_id = s.id
                  JOIN gift gf ON gf.id = gs.gift_id
                  JOIN purchase_order o ON o.id = s.order_id
                  JOIN member buyer ON buyer.id = o.member_id
                  JOIN member sender ON sender.id = gf.sender_id
                  LEFT JOIN member receiver ON receiver.id = gf.receiver_id
                 GROUP BY s.order_id, s.product_id, gf.id, buyer.name, sender.name,
                          receiver.username
              ) passed),
          'facts', (
            SELECT coalesce(json_agg(fact), '[]')
              FROM (
                SELECT s.id::text AS "sheetId", o.agent_id AS shop, s.game_event_id::text AS gid,
                       s.number, s.set_no AS "setNo", m.username AS "ownerPhone",
                       p_member::text AS "ownerId", s.order_id::text AS "orderId",
                       coalesce(max(gf.received_at), o.created_at) AS at,
                       1 + count(gf.id)::int AS hand
                  FROM mine s
                  JOIN purchase_order o ON o.id = s.order_id
                  JOIN member m ON m.id = p_member
                  LEFT JOIN gift_sheet gs ON gs.sheet_id = s.id
                  LEFT JOIN gift gf ON gf.id = gs.gift_id AND gf.status = 'received'
                 GROUP BY s.id, s.order_id, s.game_event_id, s.number, s.set_no, o.agent_id,
                          o.created_at, m.username) fact))
          INTO v_page;
        RETURN v_page;
      END
      $fn$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION my_tickets_read(bigint, bigint)');
  }
}
