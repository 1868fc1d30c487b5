import { Injectable } from '@nestjs/common';
import { Brackets, type EntityManager } from 'typeorm';
import { pageOf, type PageOf, type Paging } from '../../common/db/page-of.js';
import { Member, type Role } from './entities/member.entity.js';

export interface NewMember {
  agentId: string;
  username: string;
  passwordHash: string;
  name: string;
  role?: Role;
  bankName?: string | null;
  accountName?: string | null;
  accountNumber?: string | null;
}

export type ProfileChange = Partial<
  Pick<Member, 'name' | 'telegram' | 'bankName' | 'accountName' | 'accountNumber'>
>;

/** Unique violations of the member table, by what they mean to the caller. */
export function memberConflict(error: unknown): 'username' | 'accountNumber' | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'member_account_number') return 'accountNumber';
  if (constraint === 'member_agent_id_username_key') return 'username';
  return undefined;
}

@Injectable()
export class MemberRepository {
  findById(manager: EntityManager, id: string): Promise<Member | null> {
    return manager.findOneBy(Member, { id });
  }

  findByPhone(manager: EntityManager, agentId: string, phone: string): Promise<Member | null> {
    return manager.findOneBy(Member, { agentId, username: phone });
  }

  /** The password hash, read only where a password is checked (never loaded otherwise). */
  async passwordHash(manager: EntityManager, id: string): Promise<string | undefined> {
    const row = await manager
      .createQueryBuilder(Member, 'm')
      .select('m.id')
      .addSelect('m.passwordHash')
      .where('m.id = :id', { id })
      .getOne();
    return row?.passwordHash;
  }

  /**
   * Row lock: sign-ins and session changes of one member take turns. Answers whether the
   * account is locked (as of now, under the lock).
   */
  async lock(manager: EntityManager, id: string): Promise<{ locked: boolean }> {
    const row = await manager
      .createQueryBuilder(Member, 'm')
      .select(['m.id', 'm.locked'])
      .where('m.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return { locked: row?.locked ?? true };
  }

  async insert(manager: EntityManager, member: NewMember): Promise<Member> {
    const { identifiers } = await manager.insert(Member, member);
    return manager.findOneByOrFail(Member, { id: String(identifiers[0]!.id) });
  }

  /** Admin from the environment: created, or made admin with the given password and unlocked. */
  async upsertAdmin(
    manager: EntityManager,
    agentId: string,
    phone: string,
    passwordHash: string,
  ): Promise<Member> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Member)
      .values({ agentId, username: phone, passwordHash, name: 'Admin', role: 'admin' })
      // EXCLUDED values: the new hash, role admin, and locked / failed_logins at their defaults.
      .orUpdate(['password_hash', 'role', 'locked', 'failed_logins'], ['agent_id', 'username'])
      .execute();
    return manager.findOneByOrFail(Member, { agentId, username: phone });
  }

  async accountNumberHolder(
    manager: EntityManager,
    agentId: string,
    accountNumber: string,
  ): Promise<string | undefined> {
    const row = await manager.findOne(Member, {
      select: { id: true },
      where: { agentId, accountNumber },
    });
    return row?.id;
  }

  /** One more wrong password; the 5th locks. Answers whether the account is now locked. */
  async recordWrongPassword(manager: EntityManager, id: string, lockAt: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Member)
      .set({
        failedLogins: () => 'failed_logins + 1',
        locked: () => 'locked OR failed_logins + 1 >= :lockAt',
      })
      .where('id = :id', { id, lockAt })
      .returning(['locked'])
      .execute();
    return (result.raw as Array<{ locked: boolean }>)[0]?.locked ?? false;
  }

  async resetFailures(manager: EntityManager, id: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Member)
      .set({ failedLogins: 0 })
      .where('id = :id AND failed_logins > 0', { id })
      .execute();
  }

  async setPassword(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.update(Member, { id }, { passwordHash, locked: false, failedLogins: 0 });
  }

  /** Locking keeps the wrong-password count; unlocking clears it. */
  async setLocked(manager: EntityManager, id: string, locked: boolean): Promise<Member> {
    await manager.update(Member, { id }, locked ? { locked } : { locked, failedLogins: 0 });
    return manager.findOneByOrFail(Member, { id });
  }

  async setRole(manager: EntityManager, id: string, role: Role): Promise<Member> {
    await manager.update(Member, { id }, { role });
    return manager.findOneByOrFail(Member, { id });
  }

  async setPrefixPayment(
    manager: EntityManager,
    id: string,
    prefixPayment: Member['prefixPayment'],
  ): Promise<Member> {
    await manager.update(Member, { id }, { prefixPayment });
    return manager.findOneByOrFail(Member, { id });
  }

  async setNotification(
    manager: EntityManager,
    id: string,
    notification: Member['notification'],
  ): Promise<void> {
    await manager.update(Member, { id }, { notification });
  }

  async update(manager: EntityManager, id: string, change: ProfileChange): Promise<void> {
    const set = Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    ) as ProfileChange;
    if (Object.keys(set).length > 0) await manager.update(Member, { id }, set);
  }

  search(
    manager: EntityManager,
    agentId: string,
    q: string | undefined,
    paging: Paging,
  ): Promise<PageOf<Member>> {
    const query = manager
      .createQueryBuilder(Member, 'm')
      .where('m.agentId = :agentId', { agentId })
      .orderBy('m.id', 'DESC');
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(
        new Brackets((or) =>
          or.where('m.username ILIKE :pattern', { pattern }).orWhere('m.name ILIKE :pattern'),
        ),
      );
    }
    return pageOf(query, paging);
  }
}
