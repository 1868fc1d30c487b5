import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One Core Web Vital measured on a member's phone for one page view (the `vitals` module). */
@Entity('vital_sample')
@Index('vital_sample_address', ['addressHash', 'createdAt'])
@Index('vital_sample_agent_day', ['agentId', 'createdAt'])
export class VitalSample {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  /** The page's path, without its query. */
  @Column('text')
  page!: string;

  /** LCP, INP, CLS or TTFB. */
  @Column('text')
  name!: string;

  /** Milliseconds; CLS in thousandths. */
  @Column('integer')
  value!: number;

  /** A hash of the sender's address: enough for the rate limit, not a way to find the phone. */
  @Column({ name: 'address_hash', type: 'text' })
  addressHash!: string;

  /** By the app's clock. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
