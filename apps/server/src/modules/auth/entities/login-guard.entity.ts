import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in (wrong password or captcha), by phone, by device and by address. */
@Entity('login_failure')
@Index('login_failure_address', ['address', 'at'])
@Index('login_failure_device', ['device', 'at'], { where: 'device IS NOT NULL' })
@Index('login_failure_phone', ['agentId', 'phone', 'at'])
export class LoginFailure {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column('text')
  address!: string;

  /** The browser's `device-id` cookie (common/session/device-cookie.ts); null without one. */
  @Column({ type: 'text', nullable: true })
  device!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}

/** An address that failed too often: no sign-in from it until `until`. */
@Entity('address_suspension')
export class AddressSuspension {
  @PrimaryColumn('text')
  address!: string;

  @Column({ type: 'timestamptz' })
  until!: Date;
}

/** A captcha challenge: single use, short-lived. */
@Entity('captcha')
export class Captcha {
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  answer!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
