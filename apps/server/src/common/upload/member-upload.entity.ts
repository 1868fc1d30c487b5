import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { IdColumn } from '../db/columns.js';

/** Who uploaded a private file (an identity photo). */
@Entity('member_upload')
export class MemberUpload {
  @PrimaryColumn('text')
  name!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column('integer')
  bytes!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
