import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { IdColumn } from '../db/columns.js';

/**
 * One uploaded image and who sent it (uploads are counted per member and hour). A member's is a
 * private identity photo; an admin's is a public site image (a logo), never swept.
 */
@Entity('member_upload')
@Index('member_upload_recent', ['memberId', 'createdAt'])
@Index('member_upload_unused', ['createdAt'], { where: '(used_at IS NULL) AND (NOT public)' })
@Check('member_upload_bytes_check', 'bytes > 0')
export class MemberUpload {
  @PrimaryColumn('text')
  name!: string;

  @ForeignKey('agent', { name: 'member_upload_agent_id_fkey' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @ForeignKey('member', { name: 'member_upload_member_id_fkey' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column('integer')
  bytes!: number;

  /** Served to anyone under `/uploads/img/` (an admin's site image). */
  @Column({ type: 'boolean', default: false })
  public!: boolean;

  /** When an order first used the photo; one still unused after a day is swept. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** By the app's clock (the quota and the sweep count time by it). */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
