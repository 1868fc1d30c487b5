import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { IdColumn } from '../../../common/db/columns.js';

/** A member's passkey (WebAuthn credential): what signs them in and confirms money leaving. */
@Entity('passkey')
@Unique('passkey_credential_id_key', ['credentialId'])
@Index('passkey_member', ['memberId'])
export class Passkey {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('member', { name: 'passkey_member_id_fkey', onDelete: 'CASCADE' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column({ name: 'credential_id', type: 'text' })
  credentialId!: string;

  @Column({ name: 'public_key', type: 'bytea' })
  publicKey!: Buffer;

  /** The authenticator's signature counter: every use must raise it (a clone would not). */
  @Column({ type: 'bigint', default: 0 })
  counter!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  transports!: string[];

  @Column('text')
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}

/** A challenge the server gave a browser: used once, before it expires. */
@Entity('passkey_challenge')
@Check('passkey_challenge_purpose_check', "purpose IN ('register', 'sign-in', 'step-up')")
export class PasskeyChallenge {
  @PrimaryColumn({ type: 'text' })
  challenge!: string;

  @Column('text')
  purpose!: 'register' | 'sign-in' | 'step-up';

  @ForeignKey('member', { name: 'passkey_challenge_member_id_fkey', onDelete: 'CASCADE' })
  @IdColumn({ name: 'member_id', nullable: true })
  memberId!: string | null;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}

/** A step-up proof (only its hash): one withdrawal or bank change, within minutes. */
@Entity('passkey_proof')
export class PasskeyProof {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @ForeignKey('member', { name: 'passkey_proof_member_id_fkey', onDelete: 'CASCADE' })
  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
