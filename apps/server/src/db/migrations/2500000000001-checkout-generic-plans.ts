import type { MigrationInterface, QueryRunner } from 'typeorm';

const checkoutBuy = 'checkout_buy(text, bigint, bigint[], int[], boolean, bigint, text, text)';

/**
 * `checkout_buy` keeps one plan per statement on each connection. PL/pgSQL prepares its
 * statements, and PostgreSQL prices a reusable plan without the values: the sheet claim's
 * `LIMIT v_line.qty` then looks like a tenth of the product's sheets, so the plan made with the
 * values always looked cheaper and every statement of every call was planned again. The reusable
 * plans are the same index scans (the sheets by `sheet_unsold` in id order, the products by their
 * key); pgbench ran the call at 1,705-1,720 calls/s with them against 1,327-1,387 (issue 15).
 */
export class CheckoutGenericPlans2500000000001 implements MigrationInterface {
  name = 'CheckoutGenericPlans2500000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER FUNCTION ${checkoutBuy} SET plan_cache_mode = force_generic_plan`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION ${checkoutBuy} RESET plan_cache_mode`);
  }
}
