import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  ErrorCode,
  maskPhone,
  type AdminNumberSubscription,
  type NumberSubscription,
  type RunOutcome,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { Jobs } from '../../common/jobs/jobs.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { PushNotices } from '../push/index.js';
import { CheckoutService } from './checkout.service.js';
import type { CheckoutDto } from './dto/checkout.dto.js';

/** At most this many numbers a member buys every draw (issue 32). */
export const MAX_SUBSCRIPTIONS = 10;
/**
 * A run still pending this long was left by a process that stopped mid-purchase: another takes it
 * over. A purchase takes well under a second; the checkout's idempotency key makes a purchase
 * that did happen before the stop answer its order again instead of buying twice.
 */
export const PENDING_LEASE_SECONDS = 120;

type Claimed = {
  id: string;
  agentId: string;
  memberId: string;
  number: string;
  sets: number;
  friendName: string | null;
  friendPhone: string | null;
};

/** The friend a subscription buys for, by name and phone; none: for the member. */
export interface SubscriptionFriend {
  name: string;
  phone: string;
}

/** What a refused checkout means to the member: why nothing was bought. */
function outcomeOf(error: unknown): Exclude<RunOutcome, 'pending'> | undefined {
  if (!(error instanceof AppError)) return undefined;
  switch (error.code) {
    case ErrorCode.InsufficientBalance:
      return 'balance';
    case ErrorCode.DailyLimitReached:
    case ErrorCode.MonthlyLimitReached:
    case ErrorCode.TakingABreak:
      return 'limit';
    case ErrorCode.NotEnoughProduct:
    case ErrorCode.ProductNotFound:
      return 'no_stock';
    case ErrorCode.GameEventClosed:
    case ErrorCode.NoDrawOnSale:
      return 'closed';
    default:
      return undefined;
  }
}

/**
 * My number, every draw (issue 32): a member's numbers bought for them, for themselves, from
 * their balance, when a draw is on sale. Every purchase goes through the shop's one checkout
 * (`CheckoutService.checkout`), so stock, balance, limits and breaks are its rules. Once per
 * subscription and draw across processes: the run's row is claimed first (its primary key), and
 * the checkout's idempotency key names the same pair should a claim ever be retried.
 */
@Injectable()
export class NumberSubscriptionService implements OnApplicationBootstrap {
  private readonly logger = new Logger('NumberSubscriptions');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly checkout: CheckoutService,
    private readonly notices: PushNotices,
  ) {}

  /** Open draws with subscriptions not yet run are looked for every minute (one process). */
  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define(
      'number-subscription-runs',
      { oneAtATime: true, cron: '* * * * *' },
      () => this.runOpenDraws(),
    );
  }

  async list(member: CurrentMember): Promise<NumberSubscription[]> {
    return this.read('s.member_id = $1', [member.id]);
  }

  /** Every member's subscriptions of this shop, with their outcomes (the admin's view). */
  async listAll(agentId: string): Promise<AdminNumberSubscription[]> {
    const rows = (await this.read('s.agent_id = $1', [agentId])) as AdminNumberSubscription[];
    return rows.map((row) => ({ ...row, phone: maskPhone(row.phone) }));
  }

  /**
   * Adds a number (or changes its set count and friend); at most `MAX_SUBSCRIPTIONS` numbers.
   * A friend only for a `topup` member: anyone else's friend purchase needs the friend's id
   * photo each time, which a job run at every draw cannot have.
   */
  async add(
    member: CurrentMember,
    number: string,
    sets: number,
    friend: SubscriptionFriend | null = null,
  ): Promise<NumberSubscription[]> {
    await this.dataSource.transaction(async (manager) => {
      // The member's row lock: two adds at once count each other.
      const [row] = (await manager.query(
        `SELECT prefix_payment AS prefix FROM member WHERE id = $1 FOR UPDATE`,
        [member.id],
      )) as Array<{ prefix: string }>;
      if (friend && row?.prefix !== 'topup')
        throw new AppError(ErrorCode.SubscriptionFriendNeedsTopup);
      const changed: unknown[] = await manager.query(
        `WITH changed AS (UPDATE number_subscription
            SET sets = $3, paused = false, friend_name = $4, friend_phone = $5
          WHERE member_id = $1 AND number = $2 AND removed_at IS NULL RETURNING id)
         SELECT id FROM changed`,
        [member.id, number, sets, friend?.name ?? null, friend?.phone ?? null],
      );
      if (changed.length > 0) return;
      const [counted] = (await manager.query(
        `SELECT count(*)::int AS total FROM number_subscription
          WHERE member_id = $1 AND removed_at IS NULL`,
        [member.id],
      )) as Array<{ total: number }>;
      if ((counted?.total ?? 0) >= MAX_SUBSCRIPTIONS)
        throw new AppError(ErrorCode.SubscriptionLimitReached);
      await manager.query(
        `INSERT INTO number_subscription (agent_id, member_id, number, sets, friend_name, friend_phone)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [member.agentId, member.id, number, sets, friend?.name ?? null, friend?.phone ?? null],
      );
    });
    return this.list(member);
  }

  /** Pauses or resumes (`paused`), or removes (`removed`) one of the member's subscriptions. */
  async change(
    member: CurrentMember,
    id: string,
    change: { paused: boolean } | { removed: true },
  ): Promise<NumberSubscription[]> {
    const rows: unknown[] = await this.dataSource.query(
      'removed' in change
        ? `WITH changed AS (UPDATE number_subscription SET removed_at = now()
            WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id)
           SELECT id FROM changed`
        : `WITH changed AS (UPDATE number_subscription SET paused = $3
            WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id)
           SELECT id FROM changed`,
      'removed' in change ? [id, member.id] : [id, member.id, change.paused],
    );
    if (rows.length === 0) throw new AppError(ErrorCode.SubscriptionNotFound);
    return this.list(member);
  }

  /** Runs the subscriptions of every draw on sale (the periodic job; tests call it directly). */
  async runOpenDraws(): Promise<number> {
    const draws: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id::text AS id FROM game_event WHERE status = 'ONGO' AND close_sell_at > now()`,
    );
    let bought = 0;
    for (const draw of draws) bought += await this.runDraw(draw.id);
    return bought;
  }

  /**
   * Buys every active subscription of this draw's shop not yet run for it, and takes over runs
   * left pending by a stopped process; tells each member what was bought or why not. How many
   * it bought.
   */
  async runDraw(drawId: string): Promise<number> {
    const claimed = [...(await this.claimNew(drawId)), ...(await this.claimStale(drawId))];
    if (!claimed.length) return 0;
    const [draw] = (await this.dataSource.query(
      `SELECT to_char(draw_date, 'YYYY-MM-DD') AS day FROM game_event WHERE id = $1`,
      [drawId],
    )) as Array<{ day: string }>;
    let bought = 0;
    for (const subscription of claimed) {
      const { outcome, orderId } = await this.buy(drawId, subscription);
      await this.dataSource.transaction(async (manager) => {
        const finished: unknown[] = await manager.query(
          `WITH finished AS (
             UPDATE subscription_run SET outcome = $3, order_id = $4, at = now()
              WHERE subscription_id = $1 AND game_event_id = $2 AND outcome = 'pending'
              RETURNING 1)
           SELECT * FROM finished`,
          [subscription.id, drawId, outcome, orderId],
        );
        if (!finished.length) return;
        await this.notices.subscriptionRan(manager, {
          agentId: subscription.agentId,
          memberId: subscription.memberId,
          subscriptionId: subscription.id,
          drawId,
          drawDate: draw!.day,
          number: subscription.number,
          sets: subscription.sets,
          outcome,
        });
      });
      if (outcome === 'bought') bought += 1;
    }
    return bought;
  }

  /** Claimed in one statement: a row another process inserted first is not returned here. */
  private async claimNew(drawId: string): Promise<Claimed[]> {
    return this.dataSource.query(
      `INSERT INTO subscription_run (subscription_id, game_event_id)
         SELECT s.id, g.id FROM number_subscription s JOIN game_event g ON g.agent_id = s.agent_id
          WHERE g.id = $1 AND NOT s.paused AND s.removed_at IS NULL
         ON CONFLICT DO NOTHING
         RETURNING subscription_id::text AS id,
           (SELECT agent_id FROM number_subscription WHERE id = subscription_id) AS "agentId",
           (SELECT member_id::text FROM number_subscription WHERE id = subscription_id) AS "memberId",
           (SELECT number FROM number_subscription WHERE id = subscription_id) AS number,
           (SELECT sets FROM number_subscription WHERE id = subscription_id) AS sets,
           (SELECT friend_name FROM number_subscription WHERE id = subscription_id) AS "friendName",
           (SELECT friend_phone FROM number_subscription WHERE id = subscription_id) AS "friendPhone"`,
      [drawId],
    );
  }

  /**
   * Runs pending for longer than the lease: their process stopped. The update re-stamps `at`, so
   * of two processes racing for the same row the second finds it no longer stale (row lock and
   * re-check) and skips it.
   */
  private async claimStale(drawId: string): Promise<Claimed[]> {
    return this.dataSource.query(
      `WITH taken AS (
         UPDATE subscription_run r SET at = now()
           FROM number_subscription s
          WHERE s.id = r.subscription_id AND r.game_event_id = $1 AND r.outcome = 'pending'
            AND r.at < now() - make_interval(secs => $2)
            AND NOT s.paused AND s.removed_at IS NULL
          RETURNING s.id::text AS id, s.agent_id AS "agentId", s.member_id::text AS "memberId",
                    s.number, s.sets, s.friend_name AS "friendName",
                    s.friend_phone AS "friendPhone")
       SELECT * FROM taken`,
      [drawId, PENDING_LEASE_SECONDS],
    );
  }

  private async buy(
    drawId: string,
    subscription: Claimed,
  ): Promise<{ outcome: Exclude<RunOutcome, 'pending'>; orderId: string | null }> {
    // The number's stock in this draw with enough sheets; none: nothing to buy, nothing charged.
    const [product] = (await this.dataSource.query(
      `SELECT id::text AS id FROM product
        WHERE game_event_id = $1 AND number = $2 AND remaining >= $3
        ORDER BY price, id LIMIT 1`,
      [drawId, subscription.number, subscription.sets],
    )) as Array<{ id: string }>;
    if (!product) return { outcome: 'no_stock', orderId: null };
    const member: CurrentMember = {
      id: subscription.memberId,
      agentId: subscription.agentId,
      sessionId: '',
      username: '',
      role: 'member',
    };
    const products = [{ productId: product.id, qty: subscription.sets }];
    // A friend's subscription buys as a `topup` member buys for a friend: name and phone only.
    const body: CheckoutDto = subscription.friendName
      ? {
          products,
          isGift: false,
          gameEventId: drawId,
          cusName: subscription.friendName,
          cusTel: subscription.friendPhone,
        }
      : { products, isGift: true, gameEventId: drawId };
    try {
      const answer = await this.checkout.checkout(
        member,
        body,
        `subscription-${subscription.id}-${drawId}`,
      );
      return { outcome: 'bought', orderId: answer.orderId };
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome) return { outcome, orderId: null };
      this.logger.warn(`subscription ${subscription.id}, draw ${drawId}: ${String(error)}`);
      return { outcome: 'failed', orderId: null };
    }
  }

  private async read(where: string, params: unknown[]): Promise<NumberSubscription[]> {
    return this.dataSource.query(
      `SELECT s.id::text AS id, s.number, s.sets, s.paused, s.created_at AS "createdAt",
              s.friend_name AS "friendName",
              m.username AS phone,
              COALESCE((SELECT json_agg(json_build_object('gameEventId', r.game_event_id::text,
                          'drawDate', to_char(g.draw_date, 'YYYY-MM-DD'), 'outcome', r.outcome,
                          'orderId', r.order_id::text) ORDER BY g.draw_date DESC)
                 FROM subscription_run r JOIN game_event g ON g.id = r.game_event_id
                WHERE r.subscription_id = s.id), '[]') AS runs
         FROM number_subscription s JOIN member m ON m.id = s.member_id
        WHERE ${where} AND s.removed_at IS NULL
        ORDER BY s.id`,
      params,
    );
  }
}
