import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import { AddressSuspension, Captcha, LoginFailure } from './entities/login-guard.entity.js';

/** Failed sign-ins (by phone, device, address), suspended addresses and captchas: all in PostgreSQL, shared by every process. */
@Injectable()
export class LoginGuardRepository {
  isSuspended(manager: EntityManager, address: string): Promise<boolean> {
    return manager
      .createQueryBuilder(AddressSuspension, 's')
      .where('s.address = :address', { address })
      .andWhere('s.until > now()')
      .getExists();
  }

  async suspend(manager: EntityManager, address: string, minutes: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(AddressSuspension)
      .values({ address, until: () => `now() + make_interval(mins => ${safeInteger(minutes)})` })
      .orUpdate(['until'], ['address'])
      .execute();
  }

  async recordFailure(
    manager: EntityManager,
    failure: { agentId: string; phone: string | null; device: string | null; address: string },
  ): Promise<void> {
    await manager.insert(LoginFailure, failure);
  }

  /** Recent failures for this phone, from this device and from this address. */
  async failures(
    manager: EntityManager,
    from: { agentId: string; phone: string; device: string | null; address: string },
    windowMinutes: number,
  ): Promise<{ phone: number; device: number; address: number }> {
    const rows: Array<{ phone: string; device: string; address: string }> = await manager.query(
      `SELECT (SELECT count(*) FROM login_failure
                WHERE agent_id = $1 AND phone = $2 AND at > now() - make_interval(mins => $5)) AS phone,
              (SELECT count(*) FROM login_failure
                WHERE device = $3 AND at > now() - make_interval(mins => $5)) AS device,
              (SELECT count(*) FROM login_failure
                WHERE address = $4 AND at > now() - make_interval(mins => $5)) AS address`,
      [from.agentId, from.phone, from.device, from.address, windowMinutes],
    );
    const row = rows[0];
    return {
      phone: safeInteger(row?.phone ?? 0),
      device: safeInteger(row?.device ?? 0),
      address: safeInteger(row?.address ?? 0),
    };
  }

  async forgetPhone(manager: EntityManager, agentId: string, phone: string): Promise<void> {
    await manager.delete(LoginFailure, { agentId, phone });
  }

  async insertCaptcha(
    manager: EntityManager,
    id: string,
    answer: string,
    ttlSeconds: number,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(Captcha)
      .where("expires_at < now() - interval '1 hour'")
      .execute();
    await manager
      .createQueryBuilder()
      .insert()
      .into(Captcha)
      .values({
        id,
        answer,
        expiresAt: () => `now() + make_interval(secs => ${safeInteger(ttlSeconds)})`,
      })
      .execute();
  }

  /** Uses a captcha once; its answer, or undefined when unknown, used or expired. */
  async useCaptcha(manager: EntityManager, id: string): Promise<string | undefined> {
    const result = await manager
      .createQueryBuilder()
      .update(Captcha)
      .set({ usedAt: () => 'now()' })
      .where({ id, usedAt: IsNull() })
      .andWhere('expires_at > now()')
      .returning(['answer'])
      .execute();
    return (result.raw as Array<{ answer: string }>)[0]?.answer;
  }

  /** Drops failures outside every window, old captchas and ended suspensions. */
  async sweep(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM login_failure WHERE at < now() - interval '1 day'`);
    await manager.query(`DELETE FROM captcha WHERE expires_at < now() - interval '1 hour'`);
    await manager.query(`DELETE FROM address_suspension WHERE until < now()`);
  }
}
