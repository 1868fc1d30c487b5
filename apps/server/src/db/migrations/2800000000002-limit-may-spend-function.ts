import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A Bangkok day or month's start, as of `p_now` (the app's clock, passed in). */
const startOf = (unit: 'day' | 'month') =>
  `(date_trunc('${unit}', p_now AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok')`;

/**
 * Owned by limit (responsible play): `limit_assert_may_spend` is checkout's check of a member's
 * own limits and break, the rules of limit-rules.ts (`spendingRefusal`, `limitAt`) in SQL for the
 * one checkout (`checkout_buy`). A member with limits has their row and their limits row locked
 * for the rest of the transaction, so concurrent checkouts of one member are counted one after
 * the other (two at once cannot both slip under a limit; a change of limits takes its turn too).
 * No limits row: no limits, no lock here (most members; the ledger locks the member later).
 *
 * Refusals are raised with SQLSTATE LT400 and the rule as the message, as checkout's are:
 * `break` (4203), `daily` (4201), `monthly` (4202). `p_now` is the app's clock, so what counts
 * as today is the same moment the limit screens show.
 */
export class LimitMaySpendFunction2800000000002 implements MigrationInterface {
  name = 'LimitMaySpendFunction2800000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION limit_assert_may_spend(p_member bigint, p_total numeric, p_now timestamptz)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        v_limit record;
        v_daily bigint;
        v_monthly bigint;
        v_today numeric;
        v_month numeric;
      BEGIN
        PERFORM 1 FROM member_limit WHERE member_id = p_member;
        IF NOT FOUND THEN
          RETURN;
        END IF;
        -- The member's row, then the limits: the order a change of limits takes them in (and the
        -- ledger takes the member's), so a checkout and a change never wait on each other in a
        -- cycle.
        PERFORM 1 FROM member WHERE id = p_member FOR NO KEY UPDATE;
        SELECT * INTO v_limit FROM member_limit WHERE member_id = p_member FOR UPDATE;
        IF v_limit.break_until > p_now THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'break';
        END IF;
        -- A waiting raise (or removal) counts once its time has come.
        v_daily := CASE WHEN v_limit.next_daily_at <= p_now THEN v_limit.next_daily
                        ELSE v_limit.daily END;
        v_monthly := CASE WHEN v_limit.next_monthly_at <= p_now THEN v_limit.next_monthly
                          ELSE v_limit.monthly END;
        IF v_daily IS NULL AND v_monthly IS NULL THEN
          RETURN;
        END IF;
        SELECT coalesce(sum(total) FILTER (WHERE created_at >= ${startOf('day')}), 0),
               coalesce(sum(total), 0)
          INTO v_today, v_month
          FROM purchase_order
         WHERE member_id = p_member AND created_at >= ${startOf('month')};
        IF v_daily IS NOT NULL AND v_today + p_total > v_daily THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'daily';
        END IF;
        IF v_monthly IS NOT NULL AND v_month + p_total > v_monthly THEN
          RAISE EXCEPTION USING ERRCODE = 'LT400', MESSAGE = 'monthly';
        END IF;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION limit_assert_may_spend(bigint, numeric, timestamptz)');
  }
}
