import { Column, Entity, Index } from 'typeorm';
import { OutboxRow } from '../../../common/outbox/outbox-row.js';

/** An SMS written in a business transaction and sent after commit by the relay. */
@Entity('sms_outbox')
@Index('sms_outbox_pending', ['nextAttemptAt'], { where: 'sent_at IS NULL' })
export class SmsOutbox extends OutboxRow {
  @Column({ name: 'to_phone', type: 'text' })
  toPhone!: string;

  @Column('text')
  text!: string;

  /** The one-time code the text carries, if any (the file provider writes it for tests). */
  @Column({ type: 'text', nullable: true })
  code!: string | null;
}
