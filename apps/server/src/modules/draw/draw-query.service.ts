import { Inject, Injectable } from '@nestjs/common';
import type { GameEventItem, HomeDraw, LiveBroadcast, Page } from '@lottery/contracts';
import type { Paging } from '../../common/db/page-of.js';
import { PublicReads } from '../../common/db/public-reads.js';
import { BriefMemo } from '../../common/memory/brief-memo.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { statusAt } from './draw-status.js';
import type { GameEvent } from './entities/game-event.entity.js';
import { GameEventRepository } from './game-event.repository.js';
import { ResultEvents } from './result-events.js';

/** A draw as the public pages show it, its status as of `now`. */
export function toHomeDraw(draw: GameEvent, now: Date): HomeDraw {
  return {
    _id: draw.id,
    status: statusAt(draw, now),
    roundName: draw.roundName,
    drawDate: draw.drawDate,
    openSellAt: draw.openSellAt.toISOString(),
    closeSellAt: draw.closeSellAt.toISOString(),
  };
}

/** The draw's live broadcast, when an admin set one. */
export function liveOf(draw: GameEvent): LiveBroadcast | null {
  return draw.liveUrl && draw.liveAt ? { url: draw.liveUrl, at: draw.liveAt.toISOString() } : null;
}

/**
 * The public reads of draws: the home page's countdown and the list of draws. The home page's
 * draw is kept in memory per shop for PUBLIC_ANSWER_CACHE_MS (everyone opens home when results
 * come out) and forgotten when a publication is heard or this process changes a draw; its
 * status is still worked out at each request from the clock.
 */
@Injectable()
export class DrawQueryService {
  private readonly current: BriefMemo<GameEvent | null>;

  constructor(
    private readonly reads: PublicReads,
    private readonly draws: GameEventRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    events: ResultEvents,
  ) {
    this.current = new BriefMemo(config.publicAnswerCacheMs);
    events.onPublished(() => this.current.forget());
  }

  /** After a change of a draw this process made: the next read sees it. */
  forget(): void {
    this.current.forget();
  }

  /** The current draw (open or paused, else the latest); null for a shop without draws. */
  async home(agentId: string): Promise<HomeDraw | null> {
    const draw = await this.current.get(agentId, () =>
      this.reads.run((manager) => this.draws.current(manager, agentId)),
    );
    if (!draw) return null;
    return {
      ...toHomeDraw(draw, new Date()),
      published: draw.publishedAt !== null,
      live: liveOf(draw),
      ...(this.config.demoSeed ? { demo: true } : {}),
    };
  }

  async list(agentId: string, paging: Paging): Promise<Page<GameEventItem>> {
    const { rows, total } = await this.reads.run((manager) =>
      this.draws.page(manager, agentId, paging),
    );
    const now = new Date();
    return {
      items: rows.map((draw) => ({
        ...toHomeDraw(draw, now),
        published: draw.publishedAt !== null,
      })),
      total,
    };
  }
}
