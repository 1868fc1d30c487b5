import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type OtpPurpose = 'register' | 'bank' | 'recover';

export interface PendingOtp {
  id: string;
  code_hash: string;
  expired: boolean;
  tries: number;
}

@Injectable()
export class OtpRepository {
  /** Requests of one phone take turns, so the resend and daily limits hold under races. */
  async lockPhone(manager: EntityManager, agentId: string, phone: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `phone:${agentId}:${phone}`,
    ]);
  }

  /** Seconds since the last code of this purpose, and codes sent to the phone in 24 hours. */
  async recent(
    manager: EntityManager,
    agentId: string,
    phone: string,
    purpose: OtpPurpose,
    address: string,
  ): Promise<{ sinceLast: number | null; today: number; fromAddress: number }> {
    const rows: Array<{ since_last: number | null; today: string; from_address: string }> =
      await manager.query(
        `SELECT (SELECT extract(epoch FROM now() - max(sent_at))::float FROM otp
                WHERE agent_id = $1 AND phone = $2 AND purpose = $3) AS since_last,
              (SELECT count(*) FROM otp
                WHERE agent_id = $1 AND phone = $2 AND sent_at > now() - interval '24 hours') AS today,
              (SELECT count(*) FROM otp
                WHERE address = $4 AND sent_at > now() - interval '1 hour') AS from_address`,
        [agentId, phone, purpose, address],
      );
    return {
      sinceLast: rows[0]?.since_last ?? null,
      today: Number(rows[0]?.today ?? 0),
      fromAddress: Number(rows[0]?.from_address ?? 0),
    };
  }

  /** A new code replaces any earlier pending one of the same purpose. */
  async insert(
    manager: EntityManager,
    otp: {
      agentId: string;
      phone: string;
      purpose: OtpPurpose;
      codeHash: string;
      outboxId: string;
      address: string;
      ttlSeconds: number;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE otp SET used_at = now()
        WHERE agent_id = $1 AND phone = $2 AND purpose = $3 AND used_at IS NULL`,
      [otp.agentId, otp.phone, otp.purpose],
    );
    await manager.query(
      `INSERT INTO otp (agent_id, phone, purpose, code_hash, outbox_id, address, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
      [
        otp.agentId,
        otp.phone,
        otp.purpose,
        otp.codeHash,
        otp.outboxId,
        otp.address,
        otp.ttlSeconds,
      ],
    );
  }

  /** The pending code, only once its SMS has left: no code is accepted that was not sent. */
  async pending(
    manager: EntityManager,
    agentId: string,
    phone: string,
    purpose: OtpPurpose,
  ): Promise<PendingOtp | undefined> {
    const rows: PendingOtp[] = await manager.query(
      `SELECT o.id, o.code_hash, o.expires_at <= now() AS expired, o.tries
         FROM otp o JOIN sms_outbox s ON s.id = o.outbox_id
        WHERE o.agent_id = $1 AND o.phone = $2 AND o.purpose = $3
          AND o.used_at IS NULL AND s.sent_at IS NOT NULL
        ORDER BY o.id DESC LIMIT 1
        FOR UPDATE OF o`,
      [agentId, phone, purpose],
    );
    return rows[0];
  }

  async use(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE otp SET used_at = now() WHERE id = $1', [id]);
  }

  /** A wrong try; the last allowed one burns the code. */
  async wrongTry(manager: EntityManager, id: string, maxTries: number): Promise<void> {
    await manager.query(
      `UPDATE otp SET tries = tries + 1,
                      used_at = CASE WHEN tries + 1 >= $2 THEN now() ELSE used_at END
        WHERE id = $1`,
      [id, maxTries],
    );
  }

  async insertProof(
    manager: EntityManager,
    proof: {
      tokenHash: string;
      agentId: string;
      phone: string;
      purpose: 'register' | 'recover';
      ttlSeconds: number;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO phone_proof (token_hash, agent_id, phone, purpose, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [proof.tokenHash, proof.agentId, proof.phone, proof.purpose, proof.ttlSeconds],
    );
  }

  /** Whether a proof is live (without using it): refuses made-up tokens before any hashing. */
  async proofIsLive(
    manager: EntityManager,
    tokenHash: string,
    agentId: string,
    phone: string,
    purpose: 'register' | 'recover',
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM phone_proof
        WHERE token_hash = $1 AND agent_id = $2 AND phone = $3 AND purpose = $4
          AND used_at IS NULL AND expires_at > now()`,
      [tokenHash, agentId, phone, purpose],
    );
    return rows.length > 0;
  }

  /** Uses a proof once; false when unknown, used, expired or for another phone. */
  async useProof(
    manager: EntityManager,
    tokenHash: string,
    agentId: string,
    phone: string,
    purpose: 'register' | 'recover',
  ): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE phone_proof SET used_at = now()
        WHERE token_hash = $1 AND agent_id = $2 AND phone = $3 AND purpose = $4
          AND used_at IS NULL AND expires_at > now()`,
      [tokenHash, agentId, phone, purpose],
    );
    return count === 1;
  }
}
