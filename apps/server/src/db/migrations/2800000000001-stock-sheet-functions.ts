import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owned by stock: `stock_take_sheets` claims `qty` unsold sheets of a product for an order and
 * takes them off the product's stock, in one statement. Sheets other checkouts hold are skipped,
 * not waited for (FOR UPDATE SKIP LOCKED), so buyers of one number only queue on the product
 * row, held from here to the commit. It answers `qty` when the order got them all; otherwise,
 * with the stock untouched, how many sheets could be had (always fewer). The caller rolls back
 * a partial claim by raising.
 *
 * `stock_hand_over_sheets` gives sold sheets to a new holder (a gift received); the caller holds
 * their rows locked. Other modules change sheets and products only through stock: these
 * functions, and stock's exported `SheetResults` and `ProductTags` (a TypeScript service for the
 * gifts would make the module graph a cycle: stock needs bot, which needs transaction).
 *
 * Reusable (generic) plans: with the values, PostgreSQL would plan the claim's `LIMIT` on every
 * call (see CheckoutGenericPlans2500000000001).
 */
export class StockSheetFunctions2800000000001 implements MigrationInterface {
  name = 'StockSheetFunctions2800000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION stock_take_sheets(
        p_product bigint, p_qty int, p_order bigint, p_member bigint
      ) RETURNS int LANGUAGE plpgsql AS $$
      DECLARE
        v_claimed int;
        v_taken boolean;
        v_remaining int;
      BEGIN
        WITH claimed AS (
          UPDATE sheet SET sold_to = p_member::text, owner_id = p_member, order_id = p_order,
                           sold_at = now()
           WHERE sold_to IS NULL AND id IN (
             SELECT id FROM sheet WHERE product_id = p_product AND sold_to IS NULL
              ORDER BY id LIMIT p_qty FOR UPDATE SKIP LOCKED)
          RETURNING id),
        taken AS (
          UPDATE product SET remaining = remaining - p_qty, sold = sold + p_qty
           WHERE id = p_product AND remaining >= p_qty
             AND (SELECT count(*) FROM claimed) = p_qty
          RETURNING remaining)
        SELECT (SELECT count(*)::int FROM claimed), EXISTS (SELECT 1 FROM taken),
               (SELECT remaining FROM product WHERE id = p_product)
          INTO v_claimed, v_taken, v_remaining;
        IF v_taken THEN
          RETURN p_qty;
        END IF;
        RETURN least(v_claimed, coalesce(v_remaining, 0));
      END $$`);
    await queryRunner.query(
      'ALTER FUNCTION stock_take_sheets(bigint, int, bigint, bigint) SET plan_cache_mode = force_generic_plan',
    );
    await queryRunner.query(`
      CREATE FUNCTION stock_hand_over_sheets(p_sheets bigint[], p_owner bigint)
      RETURNS void LANGUAGE sql AS $$
        UPDATE sheet SET owner_id = p_owner WHERE id = ANY (p_sheets)
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION stock_hand_over_sheets(bigint[], bigint)');
    await queryRunner.query('DROP FUNCTION stock_take_sheets(bigint, int, bigint, bigint)');
  }
}
