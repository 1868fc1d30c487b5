import { Injectable } from '@nestjs/common';
import {
  amountCents,
  centsToDecimal,
  ErrorCode,
  walletRules,
  type AdminDeposit,
  type AdminWithdrawal,
  type BalanceAdjustment,
  type Page,
  type Reconciliation,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { DepositRepository } from './deposit.repository.js';
import type { AdjustBalanceDto, LedgerExportDto, WalletQueueDto } from './dto/wallet-admin.dto.js';
import { ledgerCsv } from './ledger-csv.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';
import { MemberAccountRepository } from './member-account.repository.js';
import { adminDepositAnswer, adminWithdrawalAnswer } from './wallet-answers.js';
import type { QueueFilter } from './wallet-request.repository.js';
import { WithdrawalRepository } from './withdrawal.repository.js';

function queueFilter(admin: CurrentMember, query: WalletQueueDto): QueueFilter {
  return { agentId: admin.agentId, status: query.status ?? 'pending', phonePart: query.q ?? '' };
}

/** The admin's side of the wallet besides settling: queues, adjustments, export, reconcile. */
@Injectable()
export class WalletAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deposits: DepositRepository,
    private readonly withdrawals: WithdrawalRepository,
    private readonly members: MemberAccountRepository,
    private readonly ledgerEntries: LedgerRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditRepository,
  ) {}

  async depositQueue(admin: CurrentMember, query: WalletQueueDto): Promise<Page<AdminDeposit>> {
    const manager = this.dataSource.manager;
    const { rows, total } = await this.deposits.queue(manager, queueFilter(admin, query), query);
    const people = await this.members.cards(
      manager,
      rows.flatMap((row) => [row.memberId, row.confirmedBy]),
    );
    return { items: rows.map((row) => adminDepositAnswer(row, people)), total };
  }

  async withdrawalQueue(
    admin: CurrentMember,
    query: WalletQueueDto,
  ): Promise<Page<AdminWithdrawal>> {
    const manager = this.dataSource.manager;
    const { rows, total } = await this.withdrawals.queue(manager, queueFilter(admin, query), query);
    const people = await this.members.cards(
      manager,
      rows.flatMap((row) => [row.memberId, row.settledBy]),
    );
    return { items: rows.map((row) => adminWithdrawalAnswer(row, people)), total };
  }

  /** Adds or takes money with a reason; taking more than the balance is 6004 and changes nothing. */
  adjustBalance(admin: CurrentMember, body: AdjustBalanceDto): Promise<BalanceAdjustment> {
    const cents = amountCents(walletRules.adjustment, body.amt)!;
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.members.belongsTo(manager, admin.agentId, body.userId))) {
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

  ledgerCsv(admin: CurrentMember, query: LedgerExportDto): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const entries = await this.ledgerEntries.between(manager, admin.agentId, {
        from: query.StartDate,
        to: query.endDate,
      });
      const people = await this.members.cards(
        manager,
        entries.map((entry) => entry.memberId),
      );
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'ledger.export',
        targetId: null,
        detail: { StartDate: query.StartDate, endDate: query.endDate, entries: entries.length },
      });
      return ledgerCsv(
        entries.map((entry) => ({ ...entry, phone: people.get(entry.memberId)?.username ?? '' })),
      );
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
        detail: {
          members: answer.members,
          mismatches: answer.mismatches.length,
          entryMismatches: answer.entryMismatches.length,
        },
      });
      return answer;
    });
  }
}
