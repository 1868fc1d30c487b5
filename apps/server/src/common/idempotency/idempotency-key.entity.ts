import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** A money call's `Idempotency-Key`: the request's hash and the answer a retry replays. */
@Entity('idempotency_key')
@Index('idempotency_key_age', ['createdAt'])
@Check('idempotency_key_key_check', 'char_length(key) BETWEEN 1 AND 200')
export class IdempotencyKey {
  @ForeignKey('member', { name: 'idempotency_key_member_id_fkey' })
  @PrimaryColumn({ name: 'member_id', type: 'bigint' })
  memberId!: string;

  @PrimaryColumn('text')
  scope!: string;

  @PrimaryColumn('text')
  key!: string;

  @Column({ name: 'request_hash', type: 'text' })
  requestHash!: string;

  @Column('jsonb')
  response!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
