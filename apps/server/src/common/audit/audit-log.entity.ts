import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn } from '../db/columns.js';

/** Who did what to whom: every admin action, uploads, the admin bootstrap. Append-only. */
@Entity('audit_log')
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  /** The member who acted; null for the system. */
  @IdColumn({ name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column('text')
  action!: string;

  @IdColumn({ name: 'target_id', nullable: true })
  targetId!: string | null;

  @Column({ type: 'jsonb', default: {} })
  detail!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;
}
