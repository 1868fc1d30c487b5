import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pageOf, type Paging } from '../../common/db/page-of.js';

export interface MemberRow {
  id: string;
  agent_id: string;
  username: string;
  password_hash: string;
  name: string;
  role: 'member' | 'admin';
  locked: boolean;
  failed_logins: number;
  balance: string;
  prefix_payment: 'topup' | 'other';
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  telegram: string | null;
  notification: 'telegram' | 'sms' | 'none';
  created_at: Date;
}

export interface NewMember {
  agentId: string;
  username: string;
  passwordHash: string;
  name: string;
  role?: 'member' | 'admin';
  bankName?: string | null;
  accountName?: string | null;
  accountNumber?: string | null;
}

export type ProfileChange = Partial<
  Pick<MemberRow, 'name' | 'telegram' | 'bank_name' | 'account_name' | 'account_number'>
>;

const columns = `id, agent_id, username, password_hash, name, role, locked, failed_logins, balance,
  prefix_payment, bank_name, account_name, account_number, telegram, notification, created_at`;

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
  async findById(manager: EntityManager, id: string | number): Promise<MemberRow | undefined> {
    const rows: MemberRow[] = await manager.query(`SELECT ${columns} FROM member WHERE id = $1`, [
      id,
    ]);
    return rows[0];
  }

  async findByPhone(
    manager: EntityManager,
    agentId: string,
    phone: string,
  ): Promise<MemberRow | undefined> {
    const rows: MemberRow[] = await manager.query(
      `SELECT ${columns} FROM member WHERE agent_id = $1 AND username = $2`,
      [agentId, phone],
    );
    return rows[0];
  }

  /**
   * Row lock: sign-ins and session changes of one member take turns. Answers whether the
   * account is locked (as of now, under the lock).
   */
  async lock(manager: EntityManager, id: string): Promise<{ locked: boolean }> {
    const rows: Array<{ locked: boolean }> = await manager.query(
      'SELECT locked FROM member WHERE id = $1 FOR UPDATE',
      [id],
    );
    return { locked: rows[0]?.locked ?? true };
  }

  async insert(manager: EntityManager, member: NewMember): Promise<MemberRow> {
    const rows: MemberRow[] = await manager.query(
      `INSERT INTO member (agent_id, username, password_hash, name, role, bank_name, account_name,
                           account_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
      [
        member.agentId,
        member.username,
        member.passwordHash,
        member.name,
        member.role ?? 'member',
        member.bankName ?? null,
        member.accountName ?? null,
        member.accountNumber ?? null,
      ],
    );
    return rows[0]!;
  }

  /** Admin from the environment: created, or made admin with the given password and unlocked. */
  async upsertAdmin(
    manager: EntityManager,
    agentId: string,
    phone: string,
    passwordHash: string,
  ): Promise<MemberRow> {
    const rows: MemberRow[] = await manager.query(
      `INSERT INTO member (agent_id, username, password_hash, name, role)
       VALUES ($1, $2, $3, 'Admin', 'admin')
       ON CONFLICT (agent_id, username) DO UPDATE
         SET password_hash = EXCLUDED.password_hash, role = 'admin', locked = false,
             failed_logins = 0
       RETURNING ${columns}`,
      [agentId, phone, passwordHash],
    );
    return rows[0]!;
  }

  async accountNumberHolder(
    manager: EntityManager,
    agentId: string,
    accountNumber: string,
  ): Promise<string | undefined> {
    const rows: Array<{ id: string }> = await manager.query(
      'SELECT id FROM member WHERE agent_id = $1 AND account_number = $2',
      [agentId, accountNumber],
    );
    return rows[0]?.id;
  }

  /** One more wrong password; the 5th locks. Answers whether the account is now locked. */
  async recordWrongPassword(manager: EntityManager, id: string, lockAt: number): Promise<boolean> {
    const [rows]: [Array<{ locked: boolean }>, number] = await manager.query(
      `UPDATE member SET failed_logins = failed_logins + 1,
                         locked = locked OR failed_logins + 1 >= $2
        WHERE id = $1 RETURNING locked`,
      [id, lockAt],
    );
    return rows[0]?.locked ?? false;
  }

  async resetFailures(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE member SET failed_logins = 0 WHERE id = $1 AND failed_logins > 0', [
      id,
    ]);
  }

  async setPassword(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.query(
      'UPDATE member SET password_hash = $2, locked = false, failed_logins = 0 WHERE id = $1',
      [id, passwordHash],
    );
  }

  async setLocked(manager: EntityManager, id: string, locked: boolean): Promise<MemberRow> {
    const [rows]: [MemberRow[], number] = await manager.query(
      `UPDATE member SET locked = $2, failed_logins = CASE WHEN $2 THEN failed_logins ELSE 0 END
        WHERE id = $1 RETURNING ${columns}`,
      [id, locked],
    );
    return rows[0]!;
  }

  async setRole(manager: EntityManager, id: string, role: string): Promise<MemberRow> {
    const [rows]: [MemberRow[], number] = await manager.query(
      `UPDATE member SET role = $2 WHERE id = $1 RETURNING ${columns}`,
      [id, role],
    );
    return rows[0]!;
  }

  async setNotification(manager: EntityManager, id: string, type: string): Promise<void> {
    await manager.query('UPDATE member SET notification = $2 WHERE id = $1', [id, type]);
  }

  async update(manager: EntityManager, id: string, change: ProfileChange): Promise<void> {
    const entries = Object.entries(change).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    // Column names come from the ProfileChange keys above, never from the request.
    const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
    await manager.query(`UPDATE member SET ${sets} WHERE id = $1`, [
      id,
      ...entries.map(([, value]) => value),
    ]);
  }

  async search(
    manager: EntityManager,
    agentId: string,
    q: string | undefined,
    paging: Paging,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return pageOf<MemberRow>(
      manager,
      {
        select: columns,
        from: 'FROM member',
        where: `agent_id = $1 AND ($2::text IS NULL OR username ILIKE $2 OR name ILIKE $2)`,
        orderBy: 'id DESC',
        params: [agentId, pattern],
      },
      paging,
    );
  }
}
