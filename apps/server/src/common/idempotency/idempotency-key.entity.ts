import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A money call's `Idempotency-Key`: the request's hash and the answer a retry replays. */
@Entity('idempotency_key')
export class IdempotencyKey {
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
