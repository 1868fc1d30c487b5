import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replaced by the one checkout for every buyer (OneCheckout2800000000003); kept as history.
 *
 * The checkout's writes as one call (issue 15): claim the key, lock the draw, price the lines,
 * debit the balance with its ledger entry, write the order and its lines, claim the sheets and
 * take the stock, store the answer: one round trip instead of ten, all or nothing. A function
 * rather than one statement of data-modifying CTEs because a refusal must say which rule was hit
 * (and which lines are short), and all sub-statements of one statement see the same snapshot.
 *
 * It serves the common checkout: for myself, a gift, or a `topup` member without friend details,
 * and a member without spending limits. Anything else answers `{"slow": true}` before writing,
 * and the server runs the statement-by-statement checkout (checkout.service.ts), which checks the
 * friend's details and the limits. Refusals are raised with SQLSTATE `LT400` and the rule's name
 * as the message (`CheckoutRefusal` in checkout-call.ts), the fields as JSON in the detail; the
 * raise rolls back everything the call did.
 *
 * Locks, in the order the statement-by-statement checkout takes them: the key (KEY SHARE on the
 * member, by its foreign key), the draw FOR SHARE (an admin closing it waits for checkouts in
 * flight), the member's row by the balance update (FOR NO KEY UPDATE), then each product row in
 * id order; sheets that other checkouts hold are skipped, not waited for.
 */
export class CheckoutFunction2500000000000 implements MigrationInterface {
  name = 'CheckoutFunction2500000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION checkout_buy(
        p_agent text, p_member bigint, p_products bigint[], p_qtys int[], p_gift boolean,
        p_event bigint, p_key text, p_hash text
      ) RETURNS jsonb LANGUAGE plpgsql AS $$
      DECLARE
        v_prefix text;
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
        v_claimed int;
        v_taken boolean;
        v_remaining int;
        v_answer jsonb;
      BEGIN
        SELECT prefix_payment INTO v_prefix FROM member WHERE id = p_member AND agent_id = p_agent;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'member % of shop % has no row', p_member, p_agent;
        END IF;
        -- A friend's details or spending limits to check: the server's own checkout does it.
        IF (v_prefix <> 'topup' AND NOT p_gift)
           OR EXISTS (SELECT 1 FROM member_limit WHERE member_id = p_member) THEN
          RETURN '{"slow": true}';
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
            RETURN jsonb_build_object('replay', v_stored.response);
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
        -- More than any balance can hold (the server's own checkout says the same).
        IF v_total > 9007199254740991 THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'balance';
        END IF;
        -- Lines the stock cannot fill are named before anything is written.
        SELECT coalesce(jsonb_object_agg(id::text, remaining::text), '{}') INTO v_short
          FROM jsonb_to_recordset(v_lines) AS l(id bigint, qty int, remaining int)
         WHERE remaining < qty;
        IF v_short <> '{}' THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'short', DETAIL = v_short::text;
        END IF;

        INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity, is_gift)
        VALUES (p_agent, p_member, v_draw.id, v_total, v_quantity, p_gift)
        RETURNING id INTO v_order;
        INSERT INTO order_line (order_id, product_id, number, qty, price)
        SELECT v_order, id, number, qty, price
          FROM jsonb_to_recordset(v_lines) AS l(id bigint, number text, qty int, price bigint);

        UPDATE member SET balance = balance - v_total
         WHERE id = p_member AND balance >= v_total
        RETURNING balance INTO v_balance;
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'balance';
        END IF;
        INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference)
        VALUES (p_agent, p_member, 'purchase', -v_total, v_balance, v_order::text);

        -- The sheets and stock last, in product id order, so two checkouts never wait in a cycle.
        FOR v_line IN
          SELECT id AS product_id, qty FROM jsonb_to_recordset(v_lines) AS l(id bigint, qty int)
           ORDER BY id
        LOOP
          WITH claimed AS (
            UPDATE sheet SET sold_to = p_member::text, owner_id = p_member, order_id = v_order,
                             sold_at = now()
             WHERE sold_to IS NULL AND id IN (
               SELECT id FROM sheet WHERE product_id = v_line.product_id AND sold_to IS NULL
                ORDER BY id LIMIT v_line.qty FOR UPDATE SKIP LOCKED)
            RETURNING id),
          taken AS (
            UPDATE product SET remaining = remaining - v_line.qty, sold = sold + v_line.qty
             WHERE id = v_line.product_id AND remaining >= v_line.qty
               AND (SELECT count(*) FROM claimed) = v_line.qty
            RETURNING remaining)
          SELECT (SELECT count(*)::int FROM claimed), EXISTS (SELECT 1 FROM taken),
                 (SELECT remaining FROM product WHERE id = v_line.product_id)
            INTO v_claimed, v_taken, v_remaining;
          IF NOT v_taken THEN
            v_short := v_short || jsonb_build_object(
              v_line.product_id::text, least(v_claimed, coalesce(v_remaining, 0))::text);
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
        RETURN jsonb_build_object('answer', v_answer);
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION checkout_buy(text, bigint, bigint[], int[], boolean, bigint, text, text)',
    );
  }
}
