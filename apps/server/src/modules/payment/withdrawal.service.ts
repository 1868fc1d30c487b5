import { Injectable } from '@nestjs/common';
import { ErrorCode, type AdminWithdrawal, type Page, type Withdrawal } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { LedgerService } from './ledger.service.js';
import { newRefId } from './ref-id.js';
import type { Paging } from '../../common/db/page-of.js';
import { WithdrawalRepository } from './withdrawal.repository.js';

/**
 * Withdrawals: the whole balance leaves at once into a pending withdrawal (so it cannot also be
 * spent); an admin pays it out, or rejects it and the money comes back.
 */
@Injectable()
export class WithdrawalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly withdrawals: WithdrawalRepository,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly audit: AuditRepository,
  ) {}

  withdraw(member: CurrentMember, key: string | undefined): Promise<Withdrawal> {
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: member.id, scope: 'withdraw', key, body: {} },
        async () => {
          // The member row lock queues simultaneous withdrawals: the second one finds zero.
          const account = await this.withdrawals.lockPayoutAccount(manager, member.id);
          if (!account.bankName || !account.accountName || !account.accountNumber) {
            throw new AppError(ErrorCode.NoBankAccount);
          }
          if (account.balance <= 0) throw new AppError(ErrorCode.AmountNotEnough);
          const refId = newRefId('W');
          const withdrawal = await this.withdrawals.create(manager, {
            refId,
            agentId: member.agentId,
            memberId: member.id,
            cents: account.balance,
            bankName: account.bankName,
            accountName: account.accountName,
            accountNumber: account.accountNumber,
          });
          await this.ledger.post(
            manager,
            {
              agentId: member.agentId,
              memberId: member.id,
              kind: 'withdrawal',
              amount: -account.balance,
              reference: refId,
            },
            ErrorCode.AmountNotEnough,
          );
          return withdrawal;
        },
      ),
    );
  }

  history(
    member: CurrentMember,
    query: { StartDate: string; endDate: string } & Paging,
  ): Promise<Page<Withdrawal>> {
    return this.withdrawals.history(
      this.dataSource.manager,
      member.id,
      { from: query.StartDate, to: query.endDate },
      query,
    );
  }

  pay(
    admin: CurrentMember,
    body: { RefId: string; bankReference: string },
    key: string | undefined,
  ): Promise<AdminWithdrawal> {
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: admin.id, scope: 'payWithdraw', key, body },
        async () => {
          const withdrawal = await this.withdrawals.lock(manager, admin.agentId, body.RefId);
          if (!withdrawal) throw new AppError(ErrorCode.InvalidRefId);
          const settled = await this.withdrawals.settle(manager, withdrawal.id, {
            status: 'paid',
            bankReference: body.bankReference,
            actorId: admin.id,
          });
          if (!settled) throw new AppError(ErrorCode.WithdrawalAlreadySettled);
          await this.audit.write(manager, {
            agentId: admin.agentId,
            actorId: admin.id,
            action: 'withdrawal.pay',
            targetId: withdrawal.memberId,
            detail: {
              RefId: body.RefId,
              cents: withdrawal.cents,
              bankReference: body.bankReference,
            },
          });
          return this.withdrawals.showAdmin(manager, withdrawal.id);
        },
      ),
    );
  }

  reject(
    admin: CurrentMember,
    body: { RefId: string; reason: string },
    key: string | undefined,
  ): Promise<AdminWithdrawal> {
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: admin.id, scope: 'rejectWithdraw', key, body },
        async () => {
          const withdrawal = await this.withdrawals.lock(manager, admin.agentId, body.RefId);
          if (!withdrawal) throw new AppError(ErrorCode.InvalidRefId);
          const settled = await this.withdrawals.settle(manager, withdrawal.id, {
            status: 'rejected',
            reason: body.reason,
            actorId: admin.id,
          });
          if (!settled) throw new AppError(ErrorCode.WithdrawalAlreadySettled);
          await this.ledger.post(manager, {
            agentId: admin.agentId,
            memberId: withdrawal.memberId,
            kind: 'withdrawal_refund',
            amount: withdrawal.cents,
            reference: body.RefId,
            note: body.reason,
            actorId: admin.id,
          });
          await this.audit.write(manager, {
            agentId: admin.agentId,
            actorId: admin.id,
            action: 'withdrawal.reject',
            targetId: withdrawal.memberId,
            detail: { RefId: body.RefId, cents: withdrawal.cents, reason: body.reason },
          });
          return this.withdrawals.showAdmin(manager, withdrawal.id);
        },
      ),
    );
  }
}
