import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  parseCents,
  type AdminDeposit,
  type AdminWithdrawal,
  type BalanceAdjustment,
  type Page,
  type Reconciliation,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { DepositRepository } from './deposit.repository.js';
import { ledgerCsv } from './ledger-csv.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';
import type { Paging } from '../../common/db/page-of.js';
import { WithdrawalRepository } from './withdrawal.repository.js';

type QueueQuery = { status: string; q: string } & Paging;

/** The admin's side of the wallet besides settling: queues, adjustments, export, reconcile. */
@Injectable()
export class WalletAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deposits: DepositRepository,
    private readonly withdrawals: WithdrawalRepository,
    private readonly ledgerEntries: LedgerRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditRepository,
  ) {}

  depositQueue(admin: CurrentMember, query: QueueQuery): Promise<Page<AdminDeposit>> {
    return this.deposits.queue(this.dataSource.manager, admin.agentId, query, query);
  }

  withdrawalQueue(admin: CurrentMember, query: QueueQuery): Promise<Page<AdminWithdrawal>> {
    return this.withdrawals.queue(this.dataSource.manager, admin.agentId, query, query);
  }

  /** Adds or takes money with a reason; taking more than the balance is 6004 and changes nothing. */
  adjustBalance(
    admin: CurrentMember,
    body: { userId: string; amt: string; reason: string },
  ): Promise<BalanceAdjustment> {
    const negative = body.amt.startsWith('-');
    const cents = parseCents(body.amt.replace(/^-/, ''))! * (negative ? -1 : 1);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.ledgerEntries.memberExists(manager, admin.agentId, body.userId))) {
        throw new AppError(ErrorCode.InvalidUser);
      }
      const balance = await this.ledger.post(
        manager,
        {
          agentId: admin.agentId,
          memberId: body.userId,
          kind: 'adjustment',
          amount: cents,
          reference: `adjustment by ${admin.username}`,
          note: body.reason,
          actorId: admin.id,
        },
        ErrorCode.AmountNotEnough,
      );
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'balance.adjust',
        targetId: body.userId,
        detail: { cents, reason: body.reason },
      });
      return { userId: body.userId, balance: centsToDecimal(balance) };
    });
  }

  ledgerCsv(admin: CurrentMember, query: { StartDate: string; endDate: string }): Promise<string> {
    if (query.endDate < query.StartDate) throw new AppError(ErrorCode.InvalidEndDate);
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.ledgerEntries.between(manager, admin.agentId, {
        from: query.StartDate,
        to: query.endDate,
      });
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'ledger.export',
        targetId: null,
        detail: { StartDate: query.StartDate, endDate: query.endDate, entries: rows.length },
      });
      return ledgerCsv(rows);
    });
  }

  reconcile(admin: CurrentMember): Promise<Reconciliation> {
    return this.dataSource.transaction(async (manager) => {
      const answer = await this.ledger.reconcile(manager, admin.agentId);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'ledger.reconcile',
        targetId: null,
        detail: { members: answer.members, mismatches: answer.mismatches.length },
      });
      return answer;
    });
  }
}
