import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type ChallengePurpose = 'register' | 'sign-in' | 'step-up';

export interface StoredPasskey {
  id: string;
  memberId: string;
  agentId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const columns = `p.id, p.member_id AS "memberId", m.agent_id AS "agentId",
  p.credential_id AS "credentialId", p.public_key AS "publicKey", p.counter::float8 AS counter,
  p.transports, p.name, p.created_at AS "createdAt", p.last_used_at AS "lastUsedAt"`;

/** The passkey tables (migration 2700000000000). */
@Injectable()
export class PasskeyRepository {
  async saveChallenge(
    manager: EntityManager,
    challenge: { value: string; purpose: ChallengePurpose; agentId: string; memberId?: string },
    seconds: number,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO passkey_challenge (challenge, purpose, agent_id, member_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [challenge.value, challenge.purpose, challenge.agentId, challenge.memberId ?? null, seconds],
    );
    // Old ones go as new ones come: the table stays as small as the traffic of a few minutes.
    await manager.query(
      `DELETE FROM passkey_challenge WHERE expires_at < now() - interval '1 hour'`,
    );
  }

  /** Uses the challenge up: true once, for its purpose, shop and member, before it expires. */
  async takeChallenge(
    manager: EntityManager,
    challenge: { value: string; purpose: ChallengePurpose; agentId: string; memberId?: string },
  ): Promise<boolean> {
    const [, count]: [unknown[], number] = await manager.query(
      `DELETE FROM passkey_challenge
        WHERE challenge = $1 AND purpose = $2 AND agent_id = $3
          AND member_id IS NOT DISTINCT FROM $4 AND expires_at > now()
        RETURNING 1`,
      [challenge.value, challenge.purpose, challenge.agentId, challenge.memberId ?? null],
    );
    return count > 0; // UPDATE/DELETE answer [rows, count]
  }

  async list(manager: EntityManager, memberId: string): Promise<StoredPasskey[]> {
    return manager.query(
      `SELECT ${columns} FROM passkey p JOIN member m ON m.id = p.member_id
        WHERE p.member_id = $1 ORDER BY p.created_at, p.id`,
      [memberId],
    );
  }

  async byCredentialId(
    manager: EntityManager,
    credentialId: string,
  ): Promise<StoredPasskey | null> {
    const rows: StoredPasskey[] = await manager.query(
      `SELECT ${columns} FROM passkey p JOIN member m ON m.id = p.member_id
        WHERE p.credential_id = $1`,
      [credentialId],
    );
    return rows[0] ?? null;
  }

  async insert(
    manager: EntityManager,
    passkey: Pick<
      StoredPasskey,
      'memberId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'
    >,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO passkey (member_id, credential_id, public_key, counter, transports, name)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        passkey.memberId,
        passkey.credentialId,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        passkey.transports,
        passkey.name,
      ],
    );
  }

  /**
   * Records a use, only if the counter is still the one the assertion was checked against: of two
   * simultaneous uses of one assertion only one gets through.
   */
  async recordUse(
    manager: EntityManager,
    id: string,
    seen: number,
    counter: number,
  ): Promise<boolean> {
    const [, count]: [unknown[], number] = await manager.query(
      `UPDATE passkey SET counter = $3, last_used_at = now()
        WHERE id = $1 AND counter = $2 RETURNING 1`,
      [id, seen, counter],
    );
    return count > 0; // UPDATE/DELETE answer [rows, count]
  }

  async rename(
    manager: EntityManager,
    memberId: string,
    id: string,
    name: string,
  ): Promise<boolean> {
    const [, count]: [unknown[], number] = await manager.query(
      `UPDATE passkey SET name = $3 WHERE id = $1 AND member_id = $2 RETURNING 1`,
      [id, memberId, name],
    );
    return count > 0; // UPDATE/DELETE answer [rows, count]
  }

  async remove(manager: EntityManager, memberId: string, id: string): Promise<boolean> {
    const [, count]: [unknown[], number] = await manager.query(
      `DELETE FROM passkey WHERE id = $1 AND member_id = $2 RETURNING 1`,
      [id, memberId],
    );
    return count > 0; // UPDATE/DELETE answer [rows, count]
  }
}
