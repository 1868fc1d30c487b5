import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn } from '../db/columns.js';

/** One sign-in of a member (password or passkey): the last ten are kept and shown. */
@Entity('sign_in')
// Migrations only: TypeORM cannot declare DESC or an expression (test/schema-as-code pins it).
// CREATE INDEX sign_in_member_at ON sign_in (member_id, at DESC)
@Index('sign_in_member_at', { synchronize: false })
export class SignIn {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('member', { name: 'sign_in_member_id_fkey', onDelete: 'CASCADE' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ type: 'text', nullable: true })
  device!: string | null;

  @Column({ type: 'text', nullable: true })
  address!: string | null;
}
