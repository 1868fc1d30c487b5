import { Injectable } from '@nestjs/common';
import { ErrorCode, textRule } from '@lottery/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../errors/app-error.js';

/** How long a passkey step-up stays usable: long enough to confirm a form, no longer. */
export const STEP_UP_PROOF_SECONDS = 5 * 60;

/** The proof's field (`stepUpToken`) in a withdrawal, a bank change or a passkey removal. */
export const stepUpTokenRule = textRule({
  missing: ErrorCode.PasskeyStepUpRequired,
  invalid: ErrorCode.PasskeyStepUpRequired,
  max: 100,
});

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The short-lived, single-use proofs a passkey step-up gives (auth module's passkey routes), and
 * their check where money leaves (withdrawal, bank account change). Here, beside sessions, so the
 * payment module can check one without depending on the auth module. Only a hash is stored.
 */
@Injectable()
export class StepUpProofs {
  async issue(manager: EntityManager, memberId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.query(
      `INSERT INTO passkey_proof (token_hash, member_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hashOf(token), memberId, STEP_UP_PROOF_SECONDS],
    );
    return token;
  }

  async hasPasskey(manager: EntityManager, memberId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM passkey WHERE member_id = $1 LIMIT 1`,
      [memberId],
    );
    return rows.length > 0;
  }

  /** Uses up the proof; false when it is unknown, expired, used, or another member's. */
  async consume(manager: EntityManager, memberId: string, token: string): Promise<boolean> {
    const [, count]: [unknown[], number] = await manager.query(
      `DELETE FROM passkey_proof
        WHERE token_hash = $1 AND member_id = $2 AND expires_at > now()
        RETURNING 1`,
      [hashOf(token), memberId],
    );
    return count > 0; // UPDATE/DELETE answer [rows, count]
  }

  /**
   * Where a member with a passkey must confirm with it: answers 'passkey' when a proof was used
   * up, 'none' when the member has no passkey (the caller's SMS step-up applies), and refuses
   * (5104) a member with a passkey and no valid proof. Inside the caller's transaction: a refusal
   * further on gives the proof back.
   */
  async check(
    manager: EntityManager,
    memberId: string,
    token: string | undefined,
  ): Promise<'passkey' | 'none'> {
    if (token && (await this.consume(manager, memberId, token))) return 'passkey';
    if (await this.hasPasskey(manager, memberId)) {
      throw new AppError(ErrorCode.PasskeyStepUpRequired);
    }
    return 'none';
  }
}
