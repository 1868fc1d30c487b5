import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How much of a prize has reached its owner (issue 30): an admin may pay a large prize in parts,
 * so `paid` grows from 0 to `amount`; the prize is `credited` exactly when all of it is paid.
 */
export class PrizePaid2660000000000 implements MigrationInterface {
  name = 'PrizePaid2660000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ticket_prize ADD COLUMN paid bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE ticket_prize SET paid = amount WHERE status = 'credited'`);
    await queryRunner.query(`
      ALTER TABLE ticket_prize
        ADD CONSTRAINT ticket_prize_paid CHECK (paid >= 0 AND paid <= amount),
        ADD CONSTRAINT ticket_prize_paid_all CHECK ((status = 'credited') = (paid = amount))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ticket_prize DROP CONSTRAINT ticket_prize_paid_all,
        DROP CONSTRAINT ticket_prize_paid, DROP COLUMN paid`);
  }
}
