import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My number, every draw, for a friend (issue 32): a `topup` member's subscription may name the
 * friend it buys for, by name and phone (the checkout's `cusName`/`cusTel`); both or neither.
 */
export class SubscriptionFriend2850000000000 implements MigrationInterface {
  name = 'SubscriptionFriend2850000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE number_subscription
        ADD COLUMN friend_name text,
        ADD COLUMN friend_phone text,
        ADD CONSTRAINT number_subscription_friend_check
          CHECK ((friend_name IS NULL) = (friend_phone IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE number_subscription
        DROP CONSTRAINT number_subscription_friend_check,
        DROP COLUMN friend_phone,
        DROP COLUMN friend_name`);
  }
}
