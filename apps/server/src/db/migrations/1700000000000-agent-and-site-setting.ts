import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AgentAndSiteSetting1700000000000 implements MigrationInterface {
  name = 'AgentAndSiteSetting1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE agent (
        id text PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE site_setting (
        agent_id text PRIMARY KEY REFERENCES agent (id) ON DELETE CASCADE,
        web_title text NOT NULL DEFAULT 'ហាងឆ្នោតថៃ',
        social_share text NOT NULL DEFAULT '/icons/share.png',
        logo text NOT NULL DEFAULT '/icons/logo.svg',
        telegram text NOT NULL DEFAULT 'lottothai_kh',
        closed boolean NOT NULL DEFAULT false,
        theme integer NOT NULL DEFAULT 1 CHECK (theme BETWEEN 1 AND 19),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO agent (id, name) VALUES ('default', 'ហាងឆ្នោតថៃ')`);
    await queryRunner.query(`INSERT INTO site_setting (agent_id) VALUES ('default')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE site_setting');
    await queryRunner.query('DROP TABLE agent');
  }
}
