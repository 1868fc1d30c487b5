import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Real-user speed measurements (Core Web Vitals) sent by the members' phones (issue 16). */
export class VitalSamples2300000000000 implements MigrationInterface {
  name = 'VitalSamples2300000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE vital_sample (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        page text NOT NULL,
        name text NOT NULL,
        value integer NOT NULL,
        address_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The per-address rate limit, and the admin's table by day.
    await queryRunner.query(
      'CREATE INDEX vital_sample_address ON vital_sample (address_hash, created_at)',
    );
    await queryRunner.query(
      'CREATE INDEX vital_sample_agent_day ON vital_sample (agent_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE vital_sample');
  }
}
