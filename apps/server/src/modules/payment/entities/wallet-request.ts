import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/**
 * What a deposit and a withdrawal both are: one member's request to move money in or out, known
 * by its RefId. Not a table of its own: each entity that extends it has these columns too.
 */
export abstract class WalletRequest {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'ref_id', type: 'text' })
  refId!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @MoneyColumn()
  amount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
