import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1700000000001 implements MigrationInterface {
  name = 'Accounts1700000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id),
        username text NOT NULL CHECK (username ~ '^[0-9]{9,10}$'),
        password_hash text NOT NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
        locked boolean NOT NULL DEFAULT false,
        failed_logins integer NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
        balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
        prefix_payment text NOT NULL DEFAULT 'topup' CHECK (prefix_payment IN ('topup', 'other')),
        bank_name text,
        account_name text,
        account_number text,
        telegram text,
        notification text NOT NULL DEFAULT 'sms'
          CHECK (notification IN ('telegram', 'sms', 'none')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (agent_id, username)
      )`);
    // One bank account belongs to one member of a shop.
    await queryRunner.query(`
      CREATE UNIQUE INDEX member_account_number ON member (agent_id, account_number)
        WHERE account_number IS NOT NULL`);

    // ended_reason 'replaced' (a newer sign-in) is told apart from a sign-out (code 4011 vs 401).
    await queryRunner.query(`
      CREATE TABLE session (
        id text PRIMARY KEY,
        member_id bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        ended_reason text CHECK (ended_reason IN ('signed_out', 'replaced', 'password', 'locked')),
        CHECK ((ended_at IS NULL) = (ended_reason IS NULL))
      )`);
    // At most one current session per member.
    await queryRunner.query(`
      CREATE UNIQUE INDEX session_current ON session (member_id) WHERE ended_at IS NULL`);

    await queryRunner.query(`
      CREATE TABLE sms_outbox (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        to_phone text NOT NULL,
        text text NOT NULL,
        code text,
        created_at timestamptz NOT NULL DEFAULT now(),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`
      CREATE INDEX sms_outbox_pending ON sms_outbox (next_attempt_at) WHERE sent_at IS NULL`);

    await queryRunner.query(`
      CREATE TABLE otp (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        phone text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('register', 'bank', 'recover')),
        code_hash text NOT NULL,
        outbox_id bigint NOT NULL REFERENCES sms_outbox (id),
        address text,
        sent_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        tries integer NOT NULL DEFAULT 0 CHECK (tries BETWEEN 0 AND 5),
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX otp_phone ON otp (agent_id, phone, sent_at)`);
    await queryRunner.query(`CREATE INDEX otp_address ON otp (address, sent_at)`);

    // A proven phone (verifyToken) or a recovery permit (resetToken): single use, short lived.
    await queryRunner.query(`
      CREATE TABLE phone_proof (
        token_hash text PRIMARY KEY,
        agent_id text NOT NULL,
        phone text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('register', 'recover')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);

    await queryRunner.query(`
      CREATE TABLE login_failure (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        phone text,
        address text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX login_failure_phone ON login_failure (agent_id, phone, at)`,
    );
    await queryRunner.query(`CREATE INDEX login_failure_address ON login_failure (address, at)`);
    await queryRunner.query(`
      CREATE TABLE address_suspension (
        address text PRIMARY KEY,
        until timestamptz NOT NULL
      )`);

    await queryRunner.query(`
      CREATE TABLE captcha (
        id text PRIMARY KEY,
        answer text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);

    await queryRunner.query(`
      CREATE TABLE bank (
        code text PRIMARY KEY,
        name text NOT NULL,
        sort integer NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO bank (code, name, sort) VALUES
        ('ABA', 'ABA Bank', 1),
        ('ACLEDA', 'ACLEDA Bank', 2),
        ('WING', 'Wing Bank', 3),
        ('CANADIA', 'Canadia Bank', 4),
        ('PRINCE', 'Prince Bank', 5),
        ('SATHAPANA', 'Sathapana Bank', 6),
        ('AMK', 'AMK Microfinance', 7),
        ('CHIPMONG', 'Chip Mong Bank', 8),
        ('BAKONG', 'Bakong (National Bank of Cambodia)', 9),
        ('CAMPU', 'Cambodian Public Bank (Campu)', 10),
        ('FTB', 'Foreign Trade Bank of Cambodia', 11),
        ('VATTANAC', 'Vattanac Bank', 12),
        ('HATTHA', 'Hattha Bank', 13),
        ('PPCB', 'Phnom Penh Commercial Bank', 14),
        ('TRUEMONEY', 'TrueMoney Cambodia', 15)`);

    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        actor_id bigint REFERENCES member (id),
        action text NOT NULL,
        target_id bigint REFERENCES member (id),
        detail jsonb NOT NULL DEFAULT '{}',
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_agent ON audit_log (agent_id, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'audit_log',
      'bank',
      'captcha',
      'address_suspension',
      'login_failure',
      'phone_proof',
      'otp',
      'sms_outbox',
      'session',
      'member',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
