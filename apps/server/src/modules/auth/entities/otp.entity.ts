import {
  Check,
  Column,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';

export type OtpPurpose = 'register' | 'bank' | 'recover';

/** A one-time code sent by SMS (stored by keyed hash only). */
@Entity('otp')
@Index('otp_address', ['address', 'sentAt'])
@Index('otp_phone', ['agentId', 'phone', 'sentAt'])
@Check('otp_purpose_check', "purpose IN ('register', 'bank', 'recover')")
@Check('otp_tries_check', 'tries BETWEEN 0 AND 5')
export class Otp {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column('text')
  phone!: string;

  @Column('text')
  purpose!: OtpPurpose;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash!: string;

  /** The SMS that carries it: the code counts only once the SMS has left. */
  @ForeignKey('sms_outbox', { name: 'otp_outbox_id_fkey' })
  @IdColumn({ name: 'outbox_id' })
  outboxId!: string;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'integer', default: 0 })
  tries!: number;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}

/** A proven phone: verifyToken / resetToken, single use, stored by keyed hash. */
@Entity('phone_proof')
@Check('phone_proof_purpose_check', "purpose IN ('register', 'recover')")
export class PhoneProof {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column('text')
  phone!: string;

  @Column('text')
  purpose!: 'register' | 'recover';

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
