import type { DrawStatus, PrizeKind } from '@lottery/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A draw: on sale between its open and close times, then its published results. */
@Entity('game_event')
export class GameEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ name: 'round_name', type: 'text' })
  roundName!: string;

  /** YYYY-MM-DD (PostgreSQL `date`, read as text: no time zone shift). */
  @Column({ name: 'draw_date', type: 'date' })
  drawDate!: string;

  @Column({ name: 'open_sell_at', type: 'timestamptz' })
  openSellAt!: Date;

  @Column({ name: 'close_sell_at', type: 'timestamptz' })
  closeSellAt!: Date;

  @Column({ type: 'text', default: 'BREAK' })
  status!: DrawStatus;

  /** Winning numbers by prize kind, once published. */
  @Column({ type: 'jsonb', nullable: true })
  results!: Record<PrizeKind, string[]> | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** The live broadcast's link and start (both or neither). */
  @Column({ name: 'live_url', type: 'text', nullable: true })
  liveUrl!: string | null;

  @Column({ name: 'live_at', type: 'timestamptz', nullable: true })
  liveAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
