import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { IdColumn } from '../db/columns.js';

/** 'rotated': the password or bank account changed; the same device got a new token. */
export type EndReason = 'signed_out' | 'replaced' | 'password' | 'locked' | 'expired' | 'rotated';

/** A signed-in device. The row decides: a token whose row has ended is refused. */
@Entity('session')
@Index('session_current', ['memberId'], { unique: true, where: 'ended_at IS NULL' })
@Check('session_check', '(ended_at IS NULL) = (ended_reason IS NULL)')
@Check(
  'session_ended_reason_check',
  "ended_reason IN ('signed_out', 'replaced', 'password', 'locked', 'expired', 'rotated')",
)
export class Session {
  @PrimaryColumn('text')
  id!: string;

  @ForeignKey('member', { name: 'session_member_id_fkey', onDelete: 'CASCADE' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** Written at most once a minute (see SessionService.authenticate). */
  @Column({ name: 'last_used_at', type: 'timestamptz', default: () => 'now()' })
  lastUsedAt!: Date;

  /** Browser and system from the sign-in's User-Agent (see ./device.ts). */
  @Column({ type: 'text', nullable: true })
  device!: string | null;

  /** The address the sign-in came from. */
  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;

  @Column({ name: 'ended_reason', type: 'text', nullable: true })
  endedReason!: EndReason | null;
}
