import type { DrawStatus, PrizeKind } from '@lottery/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/** A draw: on sale between its open and close times, then its published results. */
@Entity('game_event')
@Unique('game_event_agent_id_draw_date_key', ['agentId', 'drawDate'])
// Migrations only: TypeORM cannot declare DESC or an expression (test/schema-as-code pins it).
// CREATE INDEX game_event_by_date ON game_event (agent_id, draw_date DESC)
@Index('game_event_by_date', { synchronize: false })
@Index('game_event_one_not_closed', ['agentId'], { unique: true, where: "status <> 'CLOSE'" })
@Index('game_event_to_close', ['closeSellAt'], { where: "status <> 'CLOSE'" })
@Check('game_event_check', 'open_sell_at < close_sell_at')
@Check('game_event_check1', '(results IS NULL) = (published_at IS NULL)')
@Check('game_event_live', '(live_url IS NULL) = (live_at IS NULL)')
@Check('game_event_status_check', "status IN ('BREAK', 'ONGO', 'CLOSE')")
export class GameEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('agent', { name: 'game_event_agent_id_fkey', onDelete: 'CASCADE' })
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
