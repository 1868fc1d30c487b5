import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import { Otp, PhoneProof, type OtpPurpose } from './entities/otp.entity.js';

export type { OtpPurpose };

/** The pending code of a phone, as the check needs it. */
export interface PendingOtp {
  id: string;
  codeHash: string;
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
    const row = rows[0];
    return {
      sinceLast: row?.since_last ?? null,
      today: safeInteger(row?.today ?? 0),
      fromAddress: safeInteger(row?.from_address ?? 0),
    };
  }

  /** A new code replaces any earlier pending one of the same purpose. */
  async insert(
    manager: EntityManager,
    otp: Pick<Otp, 'agentId' | 'phone' | 'purpose' | 'codeHash' | 'outboxId' | 'address'> & {
      ttlSeconds: number;
    },
  ): Promise<void> {
    const { ttlSeconds, ...row } = otp;
    await manager.update(
      Otp,
      { agentId: otp.agentId, phone: otp.phone, purpose: otp.purpose, usedAt: IsNull() },
      { usedAt: () => 'now()' },
    );
    await manager
      .createQueryBuilder()
      .insert()
      .into(Otp)
      .values({
        ...row,
        expiresAt: () => `now() + make_interval(secs => ${safeInteger(ttlSeconds)})`,
      })
      .execute();
  }

  /** The pending code, only once its SMS has left: no code is accepted that was not sent. */
  async pending(
    manager: EntityManager,
    agentId: string,
    phone: string,
    purpose: OtpPurpose,
  ): Promise<PendingOtp | undefined> {
    const rows: Array<{ id: string; code_hash: string; expired: boolean; tries: number }> =
      await manager.query(
        `SELECT o.id, o.code_hash, o.expires_at <= now() AS expired, o.tries
           FROM otp o JOIN sms_outbox s ON s.id = o.outbox_id
          WHERE o.agent_id = $1 AND o.phone = $2 AND o.purpose = $3
            AND o.used_at IS NULL AND s.sent_at IS NOT NULL
          ORDER BY o.id DESC LIMIT 1
          FOR UPDATE OF o`,
        [agentId, phone, purpose],
      );
    const row = rows[0];
    return row && { id: row.id, codeHash: row.code_hash, expired: row.expired, tries: row.tries };
  }

  async use(manager: EntityManager, id: string): Promise<void> {
    await manager.update(Otp, { id }, { usedAt: () => 'now()' });
  }

  /** A wrong try; the last allowed one burns the code. */
  async wrongTry(manager: EntityManager, id: string, maxTries: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Otp)
      .set({
        tries: () => 'tries + 1',
        usedAt: () => 'CASE WHEN tries + 1 >= :maxTries THEN now() ELSE used_at END',
      })
      .where('id = :id', { id, maxTries })
      .execute();
  }

  async insertProof(
    manager: EntityManager,
    proof: Pick<PhoneProof, 'tokenHash' | 'agentId' | 'phone' | 'purpose'> & { ttlSeconds: number },
  ): Promise<void> {
    const { ttlSeconds, ...row } = proof;
    await manager
      .createQueryBuilder()
      .insert()
      .into(PhoneProof)
      .values({
        ...row,
        expiresAt: () => `now() + make_interval(secs => ${safeInteger(ttlSeconds)})`,
      })
      .execute();
  }

  /** Whether a proof is live (without using it): refuses made-up tokens before any hashing. */
  async proofIsLive(
    manager: EntityManager,
    proof: Pick<PhoneProof, 'tokenHash' | 'agentId' | 'phone' | 'purpose'>,
  ): Promise<boolean> {
    return manager
      .createQueryBuilder(PhoneProof, 'p')
      .where({ ...proof, usedAt: IsNull() })
      .andWhere('p.expires_at > now()')
      .getExists();
  }

  /** Uses a proof once; false when unknown, used, expired or for another phone. */
  async useProof(
    manager: EntityManager,
    proof: Pick<PhoneProof, 'tokenHash' | 'agentId' | 'phone' | 'purpose'>,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(PhoneProof)
      .set({ usedAt: () => 'now()' })
      .where({ ...proof, usedAt: IsNull() })
      .andWhere('expires_at > now()')
      .execute();
    return result.affected === 1;
  }

  /** Codes count toward the daily limits for 24 hours; their outbox rows stay as the SMS log. */
  async sweep(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM phone_proof WHERE expires_at < now() - interval '1 day'`);
    await manager.query(`DELETE FROM otp WHERE sent_at < now() - interval '2 days'`);
  }
}
