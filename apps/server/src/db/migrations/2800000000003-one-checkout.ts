import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CheckoutFunction2500000000000 } from './2500000000000-checkout-function.js';
import { CheckoutGenericPlans2500000000001 } from './2500000000001-checkout-generic-plans.js';

const before = 'checkout_buy(text, bigint, bigint[], int[], boolean, bigint, text, text)';
const now =
  'checkout_buy(text, bigint, bigint[], int[], boolean, bigint, text, text, timestamptz, jsonb)';

/**
 * The one checkout (issue 29): `checkout_buy` serves every kind of buyer, for myself, a gift, a
 * friend with an identity photo, a `topup` member's named friend, members with spending limits
 * or a break. All or nothing, one round trip; the server checks a friend's details and photo
 * before the call (checkout.service.ts) and passes them in.
 *
 * It writes only what checkout (transaction) owns: the order, its lines and the idempotency key.
 * The rest goes through its owners' functions: the limits' check (`limit_assert_may_spend`),
 * the debit (`ledger_post`, the ledger) and the sheets and stock (`stock_take_sheets`).
 *
 * `p_for_myself` is the wire's `isGift` ("bought for myself"); so is the order's column, renamed
 * here from `is_gift` to `for_myself`. `p_friend` is null or the checked details
 * ({cusName, cusTel, cusIdenType, cusIden, cusIdenImg}); `cusIdenImg` says the identity photo
 * was checked. A buyer who is not `topup` and buys for someone else needs one (`friend_details`,
 * refused before any write). `p_now` is the app's clock, for the limits.
 *
 * Answers `{answer, friend}` or `{replay, friend}` (the first answer of a key sent again);
 * `friend` says the tickets go to a friend through the bot (the server adds the ticket link).
 * Refusals: SQLSTATE `LT400` with the rule's name as the message (checkout-call.ts maps them),
 * fields as JSON in the detail; the raise rolls back everything the call did.
 *
 * Locks, in this order: the key (KEY SHARE on the member, by its foreign key), the draw FOR SHARE
 * (an admin closing it waits for checkouts in flight), the member's limits row (only members with
 * limits), the member's row by the debit (FOR NO KEY UPDATE), then each product row in id order;
 * sheets that other checkouts hold are skipped, not waited for.
 */
export class OneCheckout2800000000003 implements MigrationInterface {
  name = 'OneCheckout2800000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION ${before}`);
    await queryRunner.query('ALTER TABLE purchase_order RENAME COLUMN is_gift TO for_myself');
    await queryRunner.query(`
      CREATE FUNCTION checkout_buy(
        p_agent text, p_member bigint, p_products bigint[], p_qtys int[], p_for_myself boolean,
        p_event bigint, p_key text, p_hash text, p_now timestamptz, p_friend jsonb
      ) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        v_prefix text;
        v_friend boolean;
        v_draw record;
        v_stored record;
        v_lines jsonb;
        v_missing jsonb;
        v_short jsonb := '{}';
        v_total numeric;
        v_quantity int;
        v_balance bigint;
        v_order bigint;
        v_line record;
        v_got int;
        v_answer jsonb;
      BEGIN
        SELECT prefix_payment INTO v_prefix FROM member WHERE id = p_member AND agent_id = p_agent;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'member % of shop % has no row', p_member, p_agent;
        END IF;
        -- The tickets go to a friend through the bot: only then are the friend's details needed.
        v_friend := v_prefix <> 'topup' AND NOT p_for_myself;
        IF v_friend AND p_friend->>'cusIdenImg' IS NULL THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'friend_details';
        END IF;

        IF p_key IS NOT NULL THEN
          -- A second request with the key waits here until the first one's call ends.
          INSERT INTO idempotency_key (member_id, scope, key, request_hash, response)
          VALUES (p_member, 'checkout', p_key, p_hash, 'null')
          ON CONFLICT DO NOTHING;
          IF NOT FOUND THEN
            SELECT request_hash, response INTO v_stored FROM idempotency_key
             WHERE member_id = p_member AND scope = 'checkout' AND key = p_key;
            IF v_stored.request_hash IS DISTINCT FROM p_hash THEN
              RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'key_reused';
            END IF;
            RETURN jsonb_build_object('replay', v_stored.response, 'friend', v_friend);
          END IF;
        END IF;

        SELECT id, status, close_sell_at <= now() AS closed INTO v_draw
          FROM game_event WHERE agent_id = p_agent AND status <> 'CLOSE' FOR SHARE;
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'no_draw';
        END IF;
        IF (p_event IS NOT NULL AND p_event <> v_draw.id) OR v_draw.status <> 'ONGO'
           OR v_draw.closed THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'closed';
        END IF;

        -- The lines with the server's prices, read once, in product id order.
        SELECT jsonb_agg(jsonb_build_object('id', p.id, 'number', p.number, 'price', p.price,
                                            'qty', w.qty, 'remaining', p.remaining) ORDER BY p.id)
          INTO v_lines
          FROM unnest(p_products, p_qtys) AS w(id, qty)
          JOIN product p ON p.id = w.id AND p.game_event_id = v_draw.id;
        SELECT jsonb_agg(w.id::text) INTO v_missing
          FROM unnest(p_products) AS w(id)
         WHERE NOT EXISTS (
           SELECT 1 FROM jsonb_to_recordset(coalesce(v_lines, '[]')) AS l(id bigint)
            WHERE l.id = w.id);
        IF v_missing IS NOT NULL THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'not_found', DETAIL = v_missing::text;
        END IF;

        SELECT sum(price::numeric * qty), sum(qty) INTO v_total, v_quantity
          FROM jsonb_to_recordset(v_lines) AS l(price bigint, qty int);
        -- More than any balance can hold.
        IF v_total > 9007199254740991 THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'balance';
        END IF;
        -- The member's own limits and break (responsible play), counted under their lock.
        PERFORM limit_assert_may_spend(p_member, v_total, p_now);
        -- Lines the stock cannot fill are named before anything is written.
        SELECT coalesce(jsonb_object_agg(id::text, remaining::text), '{}') INTO v_short
          FROM jsonb_to_recordset(v_lines) AS l(id bigint, qty int, remaining int)
         WHERE remaining < qty;
        IF v_short <> '{}' THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'short', DETAIL = v_short::text;
        END IF;

        -- A topup member's friend is a name and a phone; the others' carries the identity too.
        INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity, for_myself,
                                    cus_name, cus_tel, cus_iden_type, cus_iden, cus_iden_img)
        SELECT p_agent, p_member, v_draw.id, v_total, v_quantity, p_for_myself,
               f->>'cusName', f->>'cusTel', i->>'cusIdenType', i->>'cusIden', i->>'cusIdenImg'
          FROM (SELECT CASE WHEN p_for_myself THEN NULL ELSE p_friend END AS f,
                       CASE WHEN v_friend THEN p_friend END AS i) AS details
        RETURNING id INTO v_order;
        INSERT INTO order_line (order_id, product_id, number, qty, price)
        SELECT v_order, id, number, qty, price
          FROM jsonb_to_recordset(v_lines) AS l(id bigint, number text, qty int, price bigint);

        v_balance := ledger_post(p_agent, p_member, 'purchase', -v_total, v_order::text);
        IF v_balance IS NULL THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'balance';
        END IF;

        -- The sheets and stock last, in product id order, so two checkouts never wait in a cycle.
        FOR v_line IN
          SELECT id AS product_id, qty FROM jsonb_to_recordset(v_lines) AS l(id bigint, qty int)
           ORDER BY id
        LOOP
          v_got := stock_take_sheets(v_line.product_id, v_line.qty, v_order, p_member);
          IF v_got <> v_line.qty THEN
            v_short := v_short || jsonb_build_object(v_line.product_id::text, v_got::text);
          END IF;
        END LOOP;
        IF v_short <> '{}' THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'short', DETAIL = v_short::text;
        END IF;

        -- Amounts as the API writes them (centsToDecimal): whole units, a dot, two digits.
        v_answer := jsonb_build_object(
          'orderId', v_order::text,
          'total', (v_total::bigint / 100)::text || '.' || lpad((v_total::bigint % 100)::text, 2, '0'),
          'balance', (v_balance / 100)::text || '.' || lpad((v_balance % 100)::text, 2, '0'),
          'quantity', v_quantity,
          'ticketLink', NULL,
          'ticketToken', NULL);
        IF p_key IS NOT NULL THEN
          UPDATE idempotency_key SET response = v_answer
           WHERE member_id = p_member AND scope = 'checkout' AND key = p_key;
        END IF;
        RETURN jsonb_build_object('answer', v_answer, 'friend', v_friend);
      END $$`);
    // One plan per statement per connection (see CheckoutGenericPlans2500000000001).
    await queryRunner.query(`ALTER FUNCTION ${now} SET plan_cache_mode = force_generic_plan`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION ${now}`);
    await queryRunner.query('ALTER TABLE purchase_order RENAME COLUMN for_myself TO is_gift');
    await new CheckoutFunction2500000000000().up(queryRunner);
    await new CheckoutGenericPlans2500000000001().up(queryRunner);
  }
}
