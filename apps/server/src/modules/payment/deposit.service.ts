import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  parseCents,
  paymentCallbackSchema,
  type AdminDeposit,
  type Deposit,
  type Page,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import { parseRequest } from '../../common/validation/valibot.pipe.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { verifyCallbackSignature } from './callback-signature.js';
import { DepositRepository } from './deposit.repository.js';
import { depositKhqr } from './khqr.js';
import { LedgerService } from './ledger.service.js';
import { newRefId } from './ref-id.js';
import type { Paging } from '../../common/db/page-of.js';

/** Who confirms: an admin, or the payment provider (with the amount it says it received). */
type Confirmation =
  { by: 'admin'; admin: CurrentMember } | { by: 'provider'; cents: number; providerRef: string };

/** Deposits: created with a KHQR code, credited once when an admin or the provider confirms. */
@Injectable()
export class DepositService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deposits: DepositRepository,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly audit: AuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  create(member: CurrentMember, body: { amt: string }, key: string | undefined): Promise<Deposit> {
    const cents = parseCents(body.amt)!;
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(manager, { memberId: member.id, scope: 'deposit', key, body }, () => {
        const refId = newRefId('D');
        const createdAt = new Date();
        const expiresAt = new Date(createdAt.getTime() + this.config.depositTtlMinutes * 60_000);
        const khqr = depositKhqr(
          {
            accountId: this.config.khqrAccountId,
            merchantName: this.config.khqrMerchantName,
            merchantCity: this.config.khqrMerchantCity,
          },
          { refId, cents, expiresAt },
        );
        return this.deposits.create(manager, {
          refId,
          agentId: member.agentId,
          memberId: member.id,
          cents,
          khqr,
          createdAt,
          expiresAt,
        });
      }),
    );
  }

  /** The member's own deposit (6006 for anyone else's: no hint that it exists). */
  async show(member: CurrentMember, refId: string): Promise<Deposit> {
    const deposit = await this.deposits.findOwn(this.dataSource.manager, member.id, refId);
    if (!deposit) throw new AppError(ErrorCode.InvalidRefId);
    return deposit;
  }

  history(
    member: CurrentMember,
    query: { StartDate: string; endDate: string } & Paging,
  ): Promise<Page<Deposit>> {
    return this.deposits.history(
      this.dataSource.manager,
      member.id,
      { from: query.StartDate, to: query.endDate },
      query,
    );
  }

  confirmByAdmin(
    admin: CurrentMember,
    body: { RefId: string },
    key: string | undefined,
  ): Promise<AdminDeposit> {
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: admin.id, scope: 'confirmDeposit', key, body },
        async () => {
          const id = await this.confirm(manager, body.RefId, admin.agentId, {
            by: 'admin',
            admin,
          });
          return this.deposits.showAdmin(manager, id);
        },
      ),
    );
  }

  /**
   * The payment provider's notice. The signature is checked before anything in the body is
   * believed; the deposit may be any shop's (the RefId is unique across shops).
   */
  async confirmByProvider(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    parsedBody: unknown,
  ): Promise<{ RefId: string; status: 'confirmed' }> {
    if (!verifyCallbackSignature(this.config.paymentCallbackSecret, rawBody, signature)) {
      throw new AppError(ErrorCode.BadSignature);
    }
    const body = parseRequest(paymentCallbackSchema, parsedBody);
    await this.dataSource.transaction((manager) =>
      this.confirm(manager, body.RefId, undefined, {
        by: 'provider',
        cents: parseCents(body.amt)!,
        providerRef: body.providerRef,
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
  ): Promise<string> {
    const deposit = await this.deposits.lock(manager, refId, agentId);
    if (!deposit) throw new AppError(ErrorCode.InvalidRefId);
    if (deposit.status !== 'pending' || deposit.expired) {
      throw new AppError(ErrorCode.DepositAlreadySettled);
    }
    if (confirmation.by === 'provider' && confirmation.cents !== deposit.cents) {
      throw new AppError(ErrorCode.AmountNotEqual);
    }
    const actorId = confirmation.by === 'admin' ? confirmation.admin.id : null;
    const providerRef = confirmation.by === 'provider' ? confirmation.providerRef || null : null;
    if (!(await this.deposits.markConfirmed(manager, deposit.id, { actorId, providerRef }))) {
      throw new AppError(ErrorCode.DepositAlreadySettled);
    }
    await this.ledger.post(manager, {
      agentId: deposit.agentId,
      memberId: deposit.memberId,
      kind: 'deposit',
      amount: deposit.cents,
      reference: deposit.refId,
      note: providerRef ? `provider ${providerRef}` : undefined,
      actorId: actorId ?? undefined,
    });
    await this.audit.write(manager, {
      agentId: deposit.agentId,
      actorId,
      action: 'deposit.confirm',
      targetId: deposit.memberId,
      detail: { RefId: deposit.refId, cents: deposit.cents, by: confirmation.by, providerRef },
    });
    return deposit.id;
  }
}
