import { PushNotices } from '../../push/index.js';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  ErrorCode,
  bakongAmountCents,
  type BakongCheckStatus,
  type BakongReconciliation,
  type DepositReviewReason,
} from '@lottery/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../../common/audit/audit.repository.js';
import { AppError } from '../../../common/errors/app-error.js';
import { safeInteger } from '../../../common/db/columns.js';
import { Jobs } from '../../../common/jobs/jobs.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DepositRepository } from '../deposit.repository.js';
import type { Deposit } from '../entities/deposit.entity.js';
import { LedgerService } from '../ledger.service.js';
import {
  BAKONG_API,
  BAKONG_MD5_BATCH,
  BakongUnauthorized,
  type BakongApi,
  type BakongTransactionData,
} from './bakong-api.js';
import type { Days } from '../wallet-request.repository.js';
import { reconciliation, reconciliationCsv } from './bakong-reconciliation.js';
import { BakongRepository } from './bakong.repository.js';

/** One pass takes at most this many batches: a backlog is worked off over the next passes. */
const BATCHES_PER_PASS = 10;
/** The checking job starts every minute and makes passes for this long (one process at a time). */
const CHECKING_MS = 55_000;

/**
 * Asks Bakong whether pending deposits' QR codes were paid, and credits the paid ones. Every
 * server process runs it; each takes its own deposits (SKIP LOCKED), and crediting is once per
 * deposit and per Bakong transaction whoever else (another process, an admin, the callback) gets
 * there at the same moment: a row lock, a conditional update and a unique hash.
 */
@Injectable()
export class BakongCheckService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BakongCheck');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly bakong: BakongRepository,
    private readonly deposits: DepositRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditRepository,
    @Inject(BAKONG_API) private readonly api: BakongApi | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pushNotices: PushNotices,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.api) return;
    await this.jobs.define('bakong-check', { oneAtATime: true, cron: '* * * * *' }, (_, stopping) =>
      this.checkForAMinute(stopping),
    );
    // The first minute too: one job however many processes start within it.
    await this.jobs.send('bakong-check', {}, { singletonKey: 'start', singletonSeconds: 60 });
  }

  /** Passes every BAKONG_CHECK_EVERY_MS for a minute's job, until the process stops. */
  private async checkForAMinute(stopping: AbortSignal): Promise<void> {
    const until = Date.now() + CHECKING_MS;
    while (!stopping.aborted && Date.now() < until) {
      await this.pass();
      await sleep(this.config.bakongCheckEveryMs, undefined, { signal: stopping }).catch(() => {});
    }
  }

  /** One pass: the deposits due a check, in batches; stops at the first failure. */
  async pass(): Promise<void> {
    if (!this.api) return;
    for (let batch = 0; batch < BATCHES_PER_PASS; batch += 1) {
      const due = await this.bakong.takeDue(
        this.dataSource.manager,
        BAKONG_MD5_BATCH,
        this.config.bakongGraceMinutes,
      );
      if (due.length === 0) return;
      if (!(await this.checkDeposits(due))) return;
      if (due.length < BAKONG_MD5_BATCH) return;
    }
  }

  /**
   * Asks Bakong about these deposits and credits the paid ones; false when Bakong failed (the
   * deposits stay pending, the failure is logged and counted for admins).
   */
  async checkDeposits(due: ReadonlyArray<{ id: string; md5: string }>): Promise<boolean> {
    const api = this.api;
    if (!api || due.length === 0) return true;
    let answers;
    try {
      answers = await api.check(due.map((deposit) => deposit.md5));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const tokenExpired = error instanceof BakongUnauthorized;
      this.logger.warn(`Bakong check failed for ${due.length} deposits: ${message}`);
      await this.bakong.recordFailure(this.dataSource.manager, message, tokenExpired);
      return false;
    }
    await this.bakong.recordAnswer(this.dataSource.manager);
    for (const deposit of due) {
      const answer = answers.get(deposit.md5);
      if (answer?.paid) await this.settle(deposit.id, answer.transaction);
    }
    return true;
  }

  /**
   * One transaction Bakong reported for one deposit, in one database transaction: credited (late
   * past its expiry), sent to review (a mismatch), or kept as seen (already settled otherwise).
   */
  async settle(depositId: string, transaction: BakongTransactionData): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const deposit = await this.deposits.lockById(manager, depositId);
      if (!deposit || deposit.bakongHash === transaction.hash) return;
      const cents = bakongAmountCents(transaction.amount);
      const review = this.mismatch(deposit, transaction, cents);
      const outcome =
        deposit.status !== 'pending' || deposit.review
          ? 'already_settled'
          : review
            ? 'review'
            : deposit.expired
              ? 'late'
              : 'credited';
      const kept = await this.bakong.keep(manager, {
        hash: transaction.hash,
        depositId: deposit.id,
        agentId: deposit.agentId,
        fromAccountId: transaction.fromAccountId,
        toAccountId: transaction.toAccountId,
        currency: transaction.currency,
        amount: cents ?? 0,
        paidAt: new Date(transaction.createdDateMs),
        outcome,
      });
      // Seen before (this deposit or another): nothing more to do, ever.
      if (!kept || outcome === 'already_settled') return;
      if (review) {
        await this.deposits.markForReview(manager, deposit.id, review, transaction.hash);
        await this.audit.write(manager, {
          agentId: deposit.agentId,
          actorId: null,
          action: 'deposit.review',
          targetId: deposit.memberId,
          detail: { RefId: deposit.refId, reason: review, hash: transaction.hash },
        });
        this.logger.warn(`deposit ${deposit.refId}: Bakong payment differs (${review})`);
        return;
      }
      if (!(await this.deposits.markPaidByBakong(manager, deposit.id, transaction.hash))) return;
      await this.ledger.post(manager, {
        agentId: deposit.agentId,
        memberId: deposit.memberId,
        kind: 'deposit',
        amount: deposit.amount,
        reference: deposit.refId,
        note: `bakong ${transaction.hash}`,
      });
      await this.pushNotices.depositPaid(manager, deposit);
      await this.audit.write(manager, {
        agentId: deposit.agentId,
        actorId: null,
        action: 'deposit.confirm',
        targetId: deposit.memberId,
        detail: {
          RefId: deposit.refId,
          cents: deposit.amount,
          by: 'bakong',
          hash: transaction.hash,
          late: outcome === 'late',
        },
      });
    });
  }

  /** What differs from the QR code: the payee, the currency, the amount (null: nothing). */
  private mismatch(
    deposit: Deposit,
    transaction: BakongTransactionData,
    cents: number | null,
  ): DepositReviewReason | null {
    if (transaction.toAccountId !== this.config.khqrAccountId) return 'account';
    if (transaction.currency.toUpperCase() !== 'USD') return 'currency';
    if (cents !== deposit.amount) return 'amount';
    return null;
  }

  /**
   * Bakong's deep link for the member's own pending deposit (the banking app opens on its
   * payment); null when the check is off, the deposit is not payable, or Bakong fails.
   */
  async deepLink(memberId: string, refId: string): Promise<{ link: string | null }> {
    const deposit = await this.deposits.findOwn(this.dataSource.manager, memberId, refId);
    if (!deposit) throw new AppError(ErrorCode.InvalidRefId);
    if (!this.api || deposit.status !== 'pending' || deposit.expired) return { link: null };
    const site = this.config.publicUrl ?? 'https://localhost';
    try {
      const link = await this.api.deepLink(deposit.khqr, {
        appName: this.config.khqrMerchantName,
        appIconUrl: `${site}/icon-192.png`,
        appDeepLinkCallback: `${site}/profile/payment?type=deposit`,
      });
      return { link };
    } catch (error) {
      this.logger.warn(
        `Bakong deep link failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { link: null };
    }
  }

  async reconcile(agentId: string, days: Days): Promise<BakongReconciliation> {
    return reconciliation(await this.bakong.lines(this.dataSource.manager, agentId, days));
  }

  async reconcileCsv(agentId: string, days: Days): Promise<string> {
    return reconciliationCsv(await this.bakong.lines(this.dataSource.manager, agentId, days));
  }

  async status(): Promise<BakongCheckStatus> {
    const manager = this.dataSource.manager;
    const state = await this.bakong.state(manager);
    return {
      enabled: this.api !== null,
      calls: safeInteger(state.calls),
      failures: safeInteger(state.failures),
      lastOkAt: state.lastOkAt?.toISOString() ?? null,
      lastError: state.lastError,
      lastErrorAt: state.lastErrorAt?.toISOString() ?? null,
      tokenExpired: state.tokenExpired,
      pending: await this.bakong.stillAsked(manager, this.config.bakongGraceMinutes),
    };
  }
}
