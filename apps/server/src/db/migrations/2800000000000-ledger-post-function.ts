import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owned by payment (the ledger): `ledger_post` is the ledger's one write, for SQL callers
 * (`checkout_buy`) and TypeScript ones (`LedgerRepository.post` calls it). It adds signed cents to the member's balance
 * unless that would take it below zero, and appends the entry with the balance after it; it
 * answers the new balance, or NULL when nothing changed (not enough money). No other SQL
 * function writes `member.balance` or `ledger_entry` (test/table-owners.spec.ts).
 *
 * The balance update takes the member's row FOR NO KEY UPDATE until the transaction ends, so a
 * member's entries are appended one after the other, in id order.
 */
export class LedgerPostFunction2800000000000 implements MigrationInterface {
  name = 'LedgerPostFunction2800000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION ledger_post(
        p_agent text, p_member bigint, p_kind text, p_amount numeric, p_reference text,
        p_note text DEFAULT NULL, p_actor bigint DEFAULT NULL
      ) RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE
        v_balance bigint;
      BEGIN
        UPDATE member SET balance = balance + p_amount
         WHERE id = p_member AND agent_id = p_agent AND balance + p_amount >= 0
        RETURNING balance INTO v_balance;
        IF NOT FOUND THEN
          RETURN NULL;
        END IF;
        INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference,
                                  note, actor_id)
        VALUES (p_agent, p_member, p_kind, p_amount, v_balance, p_reference, p_note, p_actor);
        RETURN v_balance;
      END $$`);
    await queryRunner.query(
      'ALTER FUNCTION ledger_post(text, bigint, text, numeric, text, text, bigint) SET plan_cache_mode = force_generic_plan',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION ledger_post(text, bigint, text, numeric, text, text, bigint)',
    );
  }
}
