import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { IdColumn } from '../db/columns.js';

/** Who did what to whom: every admin action, uploads, the admin bootstrap. Append-only. */
@Entity('audit_log')
// Migrations only: TypeORM cannot declare DESC or an expression (test/schema-as-code pins it).
// CREATE INDEX audit_log_agent ON audit_log (agent_id, id DESC)
@Index('audit_log_agent', { synchronize: false })
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  /** The member who acted; null for the system. */
  @ForeignKey('member', { name: 'audit_log_actor_id_fkey' })
  @IdColumn({ name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column('text')
  action!: string;

  @ForeignKey('member', { name: 'audit_log_target_id_fkey' })
  @IdColumn({ name: 'target_id', nullable: true })
  targetId!: string | null;

  @Column({ type: 'jsonb', default: {} })
  detail!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;
}
