import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn } from '../db/columns.js';

/** One sign-in of a member (password or passkey): the last ten are kept and shown. */
@Entity('sign_in')
export class SignIn {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ type: 'text', nullable: true })
  device!: string | null;

  @Column({ type: 'text', nullable: true })
  address!: string | null;
}
