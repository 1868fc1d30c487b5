import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type AdminWithdrawal,
  type Page,
  type Withdrawal as WithdrawalAnswer,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import { AppError } from '../../common/errors/app-error.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { StepUpProofs } from '../../common/session/step-up-proofs.js';
import type { PayWithdrawalDto, RejectWithdrawalDto } from './dto/wallet-admin.dto.js';
import type { HistoryDto } from './dto/wallet.dto.js';
import { LedgerService } from './ledger.service.js';
import { MemberAccountRepository } from './member-account.repository.js';
import { newRefId } from './ref-id.js';
import { adminWithdrawalAnswer, withdrawalAnswer } from './wallet-answers.js';
import { WithdrawalRepository, type Settlement } from './withdrawal.repository.js';

/**
 * Withdrawals: the whole balance leaves at once into a pending withdrawal (so it cannot also be
 * spent); an admin pays it out, or rejects it and the money comes back.
 */
@Injectable()
export class WithdrawalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly withdrawals: WithdrawalRepository,
    private readonly members: MemberAccountRepository,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly audit: AuditRepository,
    private readonly proofs: StepUpProofs,
  ) {}

  withdraw(
    member: CurrentMember,
    key: string | undefined,
    stepUpToken?: string,
  ): Promise<WithdrawalAnswer> {
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: member.id, scope: 'withdraw', key, body: {} },
        async () => {
          // A member with a passkey confirms with it (5104 otherwise); a refusal below gives the
          // proof back (same transaction).
          await this.proofs.check(manager, member.id, stepUpToken);
          // The member row lock queues simultaneous withdrawals: the second one finds zero.
          const account = await this.members.lockForPayout(manager, member.id);
          const { bankName, accountName, accountNumber } = account ?? {};
          if (!bankName || !accountName || !accountNumber) {
            throw new AppError(ErrorCode.NoBankAccount);
          }
          const balance = account?.balance ?? 0;
          if (balance <= 0) throw new AppError(ErrorCode.AmountNotEnough);
          const refId = newRefId('W');
          const withdrawal = await this.withdrawals.create(manager, {
            refId,
            agentId: member.agentId,
            memberId: member.id,
            amount: balance,
            bankName,
            accountName,
            accountNumber,
          });
          await this.ledger.post(
            manager,
            {
              agentId: member.agentId,
              memberId: member.id,
              kind: 'withdrawal',
              amount: -balance,
              reference: refId,
            },
            ErrorCode.AmountNotEnough,
          );
          return withdrawalAnswer(withdrawal);
        },
      ),
    );
  }

  async history(member: CurrentMember, query: HistoryDto): Promise<Page<WithdrawalAnswer>> {
    const { rows, total } = await this.withdrawals.history(
      this.dataSource.manager,
      member.id,
      { from: query.StartDate, to: query.endDate },
      query,
    );
    return { items: rows.map(withdrawalAnswer), total };
  }

  /** The money went out to the member's bank. */
  pay(
    admin: CurrentMember,
    body: PayWithdrawalDto,
    key: string | undefined,
  ): Promise<AdminWithdrawal> {
    return this.settle(admin, body, key, {
      status: 'paid',
      bankReference: body.bankReference,
      actorId: admin.id,
    });
  }

  /** The money comes back to the member's balance. */
  reject(
    admin: CurrentMember,
    body: RejectWithdrawalDto,
    key: string | undefined,
  ): Promise<AdminWithdrawal> {
    return this.settle(admin, body, key, {
      status: 'rejected',
      reason: body.reason,
      actorId: admin.id,
    });
  }

  /** A pending withdrawal of the shop paid or rejected, once (6017 the second time). */
  private settle(
    admin: CurrentMember,
    body: PayWithdrawalDto | RejectWithdrawalDto,
    key: string | undefined,
    outcome: Settlement,
  ): Promise<AdminWithdrawal> {
    const scope = outcome.status === 'paid' ? 'payWithdraw' : 'rejectWithdraw';
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(manager, { memberId: admin.id, scope, key, body }, async () => {
        const withdrawal = await this.withdrawals.lock(manager, admin.agentId, body.RefId);
        if (!withdrawal) throw new AppError(ErrorCode.InvalidRefId);
        if (!(await this.withdrawals.settle(manager, withdrawal.id, outcome))) {
          throw new AppError(ErrorCode.WithdrawalAlreadySettled);
        }
        if (outcome.status === 'rejected') {
          await this.ledger.post(manager, {
            agentId: admin.agentId,
            memberId: withdrawal.memberId,
            kind: 'withdrawal_refund',
            amount: withdrawal.amount,
            reference: body.RefId,
            note: outcome.reason,
            actorId: admin.id,
          });
        }
        await this.audit.write(manager, {
          agentId: admin.agentId,
          actorId: admin.id,
          action: outcome.status === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
          targetId: withdrawal.memberId,
          detail:
            outcome.status === 'paid'
              ? {
                  RefId: body.RefId,
                  cents: withdrawal.amount,
                  bankReference: outcome.bankReference,
                }
              : { RefId: body.RefId, cents: withdrawal.amount, reason: outcome.reason },
        });
        const settled = await this.withdrawals.byId(manager, withdrawal.id);
        const people = await this.members.cards(manager, [settled.memberId, admin.id]);
        return adminWithdrawalAnswer(settled, people);
      }),
    );
  }
}
