import { Injectable } from '@nestjs/common';
import {
  amountCents,
  centsToDecimal,
  parseCents,
  ErrorCode,
  prizePayoutRule,
  type PrizeValue,
  type AdminPrize,
  type Page,
  type PrizeKind,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { Paging } from '../../common/db/page-of.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { LedgerService } from '../payment/index.js';
import type { PrizePayoutDto } from './dto/prize.dto.js';
import { PrizeTable } from './prize-table.js';
import { TicketPrizeRepository, type PrizeFilter } from './ticket-prize.repository.js';

/** The admin's view of prizes won, and paying the ones that wait (above the automatic limit). */
@Injectable()
export class PrizeAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly prizes: TicketPrizeRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditRepository,
    private readonly table: PrizeTable,
  ) {}

  /** A kind's payout for future draws (audited with the old and new amounts); the new table. */
  async setPayout(admin: CurrentMember, body: PrizePayoutDto): Promise<PrizeValue[]> {
    const cents = amountCents(prizePayoutRule, body.payout)!;
    return this.dataSource.transaction(async (manager) => {
      const old = await this.table.setPayout(manager, admin.agentId, body.kind, cents);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'prize.table',
        targetId: null,
        detail: { kind: body.kind, from: centsToDecimal(old), to: centsToDecimal(cents) },
      });
      return this.table.values(manager, admin.agentId);
    });
  }

  /** Without a status, the admin's queue: the prizes waiting. */
  async list(
    admin: CurrentMember,
    query: Partial<PrizeFilter> & Paging,
  ): Promise<Page<AdminPrize>> {
    const manager = this.dataSource.manager;
    const filter = { gameEventId: query.gameEventId, status: query.status ?? 'waiting' };
    const { rows, total } = await this.prizes.page(manager, admin.agentId, filter, query);
    const { rounds, members } = await this.prizes.context(manager, rows);
    return {
      items: rows.map((prize) => ({
        sheetId: prize.sheetId,
        kind: prize.kind,
        number: prize.number,
        amount: centsToDecimal(prize.amount),
        status: prize.status,
        paid: centsToDecimal(prize.paid),
        gameEventId: prize.gameEventId,
        roundName: rounds.get(prize.gameEventId) ?? '',
        member: members.get(prize.memberId)!,
        settledAt: prize.settledAt.toISOString(),
        creditedAt: prize.creditedAt ? prize.creditedAt.toISOString() : null,
      })),
      total,
    };
  }

  /**
   * Pays a waiting prize to its owner through the ledger, once: an unknown prize is 1009, one
   * already paid 1018 (two admins pressing at once: the second waits for the first, then 1018).
   */
  async credit(admin: CurrentMember, wanted: { sheetId: string; kind: PrizeKind; amt?: string }) {
    return this.dataSource.transaction(async (manager) => {
      const prize = await this.prizes.lock(manager, admin.agentId, wanted);
      if (!prize) throw new AppError(ErrorCode.CannotGetReward);
      if (prize.status === 'credited') throw new AppError(ErrorCode.PrizeAlreadyPaid);
      const remaining = prize.amount - prize.paid;
      const part = wanted.amt === undefined ? remaining : parseCents(wanted.amt);
      if (part === null || part > remaining || (part <= 0 && wanted.amt !== undefined))
        throw new AppError(ErrorCode.PrizePartInvalid);
      if (part === remaining) await this.prizes.markCredited(manager, prize, admin.id);
      else await this.prizes.markPartPaid(manager, prize, prize.paid + part);
      if (part > 0) {
        await this.ledger.post(manager, {
          agentId: admin.agentId,
          memberId: prize.memberId,
          kind: 'prize',
          amount: part,
          reference: `prize:${prize.sheetId}:${prize.kind}`,
          actorId: admin.id,
        });
      }
      const amount = centsToDecimal(part);
      const paid = centsToDecimal(prize.paid + part);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'prize.credit',
        targetId: prize.memberId,
        detail: { sheetId: prize.sheetId, kind: prize.kind, amount, paid },
      });
      return {
        sheetId: prize.sheetId,
        kind: prize.kind,
        amount,
        paid,
        remaining: centsToDecimal(remaining - part),
      };
    });
  }
}
