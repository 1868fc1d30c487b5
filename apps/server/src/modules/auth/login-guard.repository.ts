import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Failed sign-ins, suspended addresses and captchas: all in PostgreSQL, shared by every process. */
@Injectable()
export class LoginGuardRepository {
  async isSuspended(manager: EntityManager, address: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM address_suspension WHERE address = $1 AND until > now()',
      [address],
    );
    return rows.length > 0;
  }

  async suspend(manager: EntityManager, address: string, minutes: number): Promise<void> {
    await manager.query(
      `INSERT INTO address_suspension (address, until) VALUES ($1, now() + make_interval(mins => $2))
       ON CONFLICT (address) DO UPDATE SET until = EXCLUDED.until`,
      [address, minutes],
    );
  }

  async recordFailure(
    manager: EntityManager,
    agentId: string,
    phone: string | null,
    address: string,
  ): Promise<void> {
    await manager.query(
      'INSERT INTO login_failure (agent_id, phone, address) VALUES ($1, $2, $3)',
      [agentId, phone, address],
    );
  }

  /** Recent failures for this phone and from this address. */
  async failures(
    manager: EntityManager,
    agentId: string,
    phone: string,
    address: string,
    windowMinutes: number,
  ): Promise<{ phone: number; address: number }> {
    const rows: Array<{ phone: string; address: string }> = await manager.query(
      `SELECT (SELECT count(*) FROM login_failure
                WHERE agent_id = $1 AND phone = $2 AND at > now() - make_interval(mins => $4)) AS phone,
              (SELECT count(*) FROM login_failure
                WHERE address = $3 AND at > now() - make_interval(mins => $4)) AS address`,
      [agentId, phone, address, windowMinutes],
    );
    return { phone: Number(rows[0]?.phone ?? 0), address: Number(rows[0]?.address ?? 0) };
  }

  async forgetPhone(manager: EntityManager, agentId: string, phone: string): Promise<void> {
    await manager.query('DELETE FROM login_failure WHERE agent_id = $1 AND phone = $2', [
      agentId,
      phone,
    ]);
  }

  async insertCaptcha(
    manager: EntityManager,
    id: string,
    answer: string,
    ttlSeconds: number,
  ): Promise<void> {
    await manager.query("DELETE FROM captcha WHERE expires_at < now() - interval '1 hour'");
    await manager.query(
      `INSERT INTO captcha (id, answer, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [id, answer, ttlSeconds],
    );
  }

  /** Uses a captcha once; its answer, or undefined when unknown, used or expired. */
  async useCaptcha(manager: EntityManager, id: string): Promise<string | undefined> {
    const [rows]: [Array<{ answer: string }>, number] = await manager.query(
      `UPDATE captcha SET used_at = now()
        WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING answer`,
      [id],
    );
    return rows[0]?.answer;
  }
}
