import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  type AdminDeposit,
  type Deposit,
  type DepositStatus,
} from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { pageOfSql, type Paging } from '../../common/db/page-of.js';
import { bangkokDays, iso } from './wallet-sql.js';

interface DepositRow {
  id: string;
  ref_id: string;
  agent_id: string;
  member_id: string;
  amount: string;
  status: DepositStatus;
  khqr: string;
  created_at: Date;
  expires_at: Date;
  confirmed_at: Date | null;
}

interface AdminDepositRow extends DepositRow {
  username: string;
  name: string;
  confirmed_by: string | null;
}

/** A deposit locked for confirming; `expired` is decided by the database clock. */
export interface LockedDeposit {
  id: string;
  refId: string;
  agentId: string;
  memberId: string;
  cents: number;
  status: 'pending' | 'confirmed';
  expired: boolean;
}

// A pending deposit past its expiry reads as expired (nothing sweeps it; it cannot be confirmed).
const status = `CASE WHEN d.status = 'pending' AND d.expires_at <= now() THEN 'expired'
                     ELSE d.status END`;
const columns = `
  d.id, d.ref_id, d.agent_id, d.member_id, d.amount, d.khqr, d.created_at, d.expires_at,
  d.confirmed_at, ${status} AS status`;

function toDeposit(row: DepositRow): Deposit {
  return {
    RefId: row.ref_id,
    amt: centsToDecimal(Number(row.amount)),
    status: row.status,
    khqr: row.khqr,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    confirmedAt: iso(row.confirmed_at),
  };
}

function toAdminDeposit(row: AdminDepositRow): AdminDeposit {
  const { khqr: _khqr, ...deposit } = toDeposit(row);
  return {
    ...deposit,
    member: { userId: row.member_id, username: row.username, name: row.name },
    confirmedBy: row.confirmed_by,
  };
}

const adminFrom = `
  FROM deposit d
  JOIN member m ON m.id = d.member_id
  LEFT JOIN member admin ON admin.id = d.confirmed_by`;

@Injectable()
export class DepositRepository {
  async create(
    manager: EntityManager,
    deposit: {
      refId: string;
      agentId: string;
      memberId: string;
      cents: number;
      khqr: string;
      createdAt: Date;
      expiresAt: Date;
    },
  ): Promise<Deposit> {
    const [row]: DepositRow[] = await manager.query(
      `INSERT INTO deposit AS d
         (ref_id, agent_id, member_id, amount, khqr, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${columns}`,
      [
        deposit.refId,
        deposit.agentId,
        deposit.memberId,
        deposit.cents,
        deposit.khqr,
        deposit.createdAt,
        deposit.expiresAt,
      ],
    );
    return toDeposit(row!);
  }

  async findOwn(manager: EntityManager, memberId: string, refId: string): Promise<Deposit | null> {
    const [row]: DepositRow[] = await manager.query(
      `SELECT ${columns} FROM deposit d WHERE d.ref_id = $1 AND d.member_id = $2`,
      [refId, memberId],
    );
    return row ? toDeposit(row) : null;
  }

  /** Locks the deposit row until the transaction ends (`agentId` undefined: any shop's). */
  async lock(
    manager: EntityManager,
    refId: string,
    agentId: string | undefined,
  ): Promise<LockedDeposit | null> {
    const [row]: Array<{
      id: string;
      ref_id: string;
      agent_id: string;
      member_id: string;
      amount: string;
      status: 'pending' | 'confirmed';
      expired: boolean;
    }> = await manager.query(
      `SELECT id, ref_id, agent_id, member_id, amount, status, expires_at <= now() AS expired
         FROM deposit WHERE ref_id = $1 AND ($2::text IS NULL OR agent_id = $2)
          FOR UPDATE`,
      [refId, agentId ?? null],
    );
    if (!row) return null;
    return {
      id: row.id,
      refId: row.ref_id,
      agentId: row.agent_id,
      memberId: row.member_id,
      cents: Number(row.amount),
      status: row.status,
      expired: row.expired,
    };
  }

  /** Pending and unexpired to confirmed; false when it was not (so nothing may be credited). */
  async markConfirmed(
    manager: EntityManager,
    id: string,
    by: { actorId: string | null; providerRef: string | null },
  ): Promise<boolean> {
    const [rows]: [unknown[], number] = await manager.query(
      `UPDATE deposit SET status = 'confirmed', confirmed_at = now(), confirmed_by = $2,
              provider_ref = $3
        WHERE id = $1 AND status = 'pending' AND expires_at > now()
        RETURNING id`,
      [id, by.actorId, by.providerRef],
    );
    return rows.length === 1;
  }

  async history(
    manager: EntityManager,
    memberId: string,
    days: { from: string; to: string },
    paging: Paging,
  ): Promise<{ items: Deposit[]; total: number }> {
    const { rows, total } = await pageOfSql<DepositRow>(
      manager,
      {
        select: columns,
        from: 'FROM deposit d',
        where: `d.member_id = $1 AND ${bangkokDays('d.created_at', 2, 3)}`,
        orderBy: 'd.created_at DESC, d.id DESC',
        params: [memberId, days.from, days.to],
      },
      paging,
    );
    return { items: rows.map(toDeposit), total };
  }

  async showAdmin(manager: EntityManager, id: string): Promise<AdminDeposit> {
    const [row]: AdminDepositRow[] = await manager.query(
      `SELECT ${columns}, m.username, m.name, admin.username AS confirmed_by ${adminFrom}
        WHERE d.id = $1`,
      [id],
    );
    return toAdminDeposit(row!);
  }

  /** The admin queue: a status ('all' for every one), part of a phone number, newest first. */
  async queue(
    manager: EntityManager,
    agentId: string,
    filter: { status: string; q: string },
    paging: Paging,
  ): Promise<{ items: AdminDeposit[]; total: number }> {
    const { rows, total } = await pageOfSql<AdminDepositRow>(
      manager,
      {
        select: `${columns}, m.username, m.name, admin.username AS confirmed_by`,
        from: adminFrom,
        where: `d.agent_id = $1 AND ($2 = 'all' OR ${status} = $2) AND strpos(m.username, $3) > 0`,
        orderBy: 'd.created_at DESC, d.id DESC',
        params: [agentId, filter.status, filter.q],
      },
      paging,
    );
    return { items: rows.map(toAdminDeposit), total };
  }
}
