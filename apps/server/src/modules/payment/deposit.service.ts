import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  parseCents,
  type AdminDeposit,
  type Deposit as DepositAnswer,
  type Page,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import { AppError } from '../../common/errors/app-error.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DepositRepository } from './deposit.repository.js';
import type { DepositDto, HistoryDto, PaymentCallbackDto, RefIdDto } from './dto/wallet.dto.js';
import { depositKhqr } from './khqr.js';
import { PushNotices } from '../push/index.js';
import { LedgerService } from './ledger.service.js';
import { MemberAccountRepository } from './member-account.repository.js';
import { newRefId } from './ref-id.js';
import { adminDepositAnswer, depositAnswer } from './wallet-answers.js';

const FIRST_CHECK_AFTER_MS = 3000;

/** Who confirms: an admin, or the payment provider (with the amount it says it received). */
type Confirmation =
  | { by: 'admin'; admin: CurrentMember }
  | { by: 'provider'; cents: number; providerRef: string | null };

/** Deposits: created with a KHQR code, credited once when an admin or the provider confirms. */
@Injectable()
export class DepositService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deposits: DepositRepository,
    private readonly members: MemberAccountRepository,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly audit: AuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pushNotices: PushNotices,
  ) {}

  create(member: CurrentMember, body: DepositDto, key: string | undefined): Promise<DepositAnswer> {
    const cents = parseCents(body.amt)!;
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: member.id, scope: 'deposit', key, body },
        async () => {
          const refId = newRefId('D');
          const createdAt = new Date();
          const expiresAt = new Date(createdAt.getTime() + this.config.depositTtlMinutes * 60_000);
          const { qr: khqr, md5 } = depositKhqr(
            {
              accountId: this.config.khqrAccountId,
              merchantName: this.config.khqrMerchantName,
              merchantCity: this.config.khqrMerchantCity,
            },
            { refId, cents, expiresAt },
          );
          const deposit = await this.deposits.create(manager, {
            refId,
            agentId: member.agentId,
            memberId: member.id,
            amount: cents,
            khqr,
            md5,
            createdAt,
            expiresAt,
            // The transaction check's first look: a member needs a few seconds to pay.
            nextCheckAt: new Date(createdAt.getTime() + FIRST_CHECK_AFTER_MS),
          });
          return depositAnswer(deposit);
        },
      ),
    );
  }

  /** The member's own deposit (6006 for anyone else's: no hint that it exists). */
  async show(member: CurrentMember, body: RefIdDto): Promise<DepositAnswer> {
    const deposit = await this.deposits.findOwn(this.dataSource.manager, member.id, body.RefId);
    if (!deposit) throw new AppError(ErrorCode.InvalidRefId);
    return depositAnswer(deposit);
  }

  async history(member: CurrentMember, query: HistoryDto): Promise<Page<DepositAnswer>> {
    const { rows, total } = await this.deposits.history(
      this.dataSource.manager,
      member.id,
      { from: query.StartDate, to: query.endDate },
      query,
    );
    return { items: rows.map(depositAnswer), total };
  }

  confirmByAdmin(
    admin: CurrentMember,
    body: RefIdDto,
    key: string | undefined,
  ): Promise<AdminDeposit> {
    return this.confirmAsAdmin(admin, body, key);
  }

  private confirmAsAdmin(
    admin: CurrentMember,
    body: RefIdDto,
    key: string | undefined,
  ): Promise<AdminDeposit> {
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: admin.id, scope: 'confirmDeposit', key, body },
        async () => {
          const deposit = await this.confirm(manager, body.RefId, admin.agentId, {
            by: 'admin',
            admin,
          });
          const people = await this.members.cards(manager, [deposit.memberId, admin.id]);
          return adminDepositAnswer(deposit, people);
        },
      ),
    );
  }

  /**
   * The payment provider's notice; its signature was checked before the body was read
   * (CallbackSignatureGuard). The deposit may be any shop's (the RefId is unique across shops).
   */
  async confirmByProvider(
    body: PaymentCallbackDto,
  ): Promise<{ RefId: string; status: 'confirmed' }> {
    await this.dataSource.transaction((manager) =>
      this.confirm(manager, body.RefId, undefined, {
        by: 'provider',
        cents: parseCents(body.amt)!,
        providerRef: body.providerRef || null,
      }),
    );
    return { RefId: body.RefId, status: 'confirmed' };
  }

  /**
   * Credits a pending deposit once. The row lock makes a second confirmation wait for the first
   * and then see it settled; the conditional update is the last word on "still pending".
   */
  private async confirm(
    manager: EntityManager,
    refId: string,
    agentId: string | undefined,
    confirmation: Confirmation,
  ) {
    const deposit = await this.deposits.lock(manager, refId, agentId);
    if (!deposit) throw new AppError(ErrorCode.InvalidRefId);
    if (deposit.status !== 'pending' || (deposit.expired && !deposit.review)) {
      throw new AppError(ErrorCode.DepositAlreadySettled);
    }
    if (confirmation.by === 'provider' && confirmation.cents !== deposit.amount) {
      throw new AppError(ErrorCode.AmountNotEqual);
    }
    const actorId = confirmation.by === 'admin' ? confirmation.admin.id : null;
    const providerRef = confirmation.by === 'provider' ? confirmation.providerRef : null;
    const confirmedBy = { confirmedBy: actorId, providerRef };
    if (!(await this.deposits.markConfirmed(manager, deposit.id, confirmedBy))) {
      throw new AppError(ErrorCode.DepositAlreadySettled);
    }
    await this.ledger.post(manager, {
      agentId: deposit.agentId,
      memberId: deposit.memberId,
      kind: 'deposit',
      amount: deposit.amount,
      reference: deposit.refId,
      note: providerRef ? `provider ${providerRef}` : undefined,
      actorId: actorId ?? undefined,
    });
    await this.audit.write(manager, {
      agentId: deposit.agentId,
      actorId,
      action: 'deposit.confirm',
      targetId: deposit.memberId,
      detail: { RefId: deposit.refId, cents: deposit.amount, by: confirmation.by, providerRef },
    });
    await this.pushNotices.depositPaid(manager, deposit);
    return this.deposits.byId(manager, deposit.id);
  }
}
