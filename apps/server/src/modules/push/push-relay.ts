import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxDrain } from '../../common/outbox/outbox-drain.js';
import { PushRepository, type ClaimedNotice } from './push.repository.js';
import { PUSH_SENDER, PushGone, type PushSender } from './push-sender.js';
import { pushMessage } from './push-texts.js';

const POLL_MS = 2000;

/**
 * Sends the push outbox after commit, in each browser's language: retries with backoff (5 s
 * doubling, at most 10 min); a browser its push service no longer knows (404/410) is removed.
 */
@Injectable()
export class PushRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PushRelay');
  private readonly drain = new OutboxDrain('PushRelay', POLL_MS, () => this.sendBatch());

  constructor(
    private readonly dataSource: DataSource,
    private readonly push: PushRepository,
    @Inject(PUSH_SENDER) private readonly sender: PushSender,
  ) {}

  onApplicationBootstrap(): void {
    this.drain.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.drain.stop();
  }

  /** Sends now what a commit just wrote. Never throws. */
  kick(): void {
    this.drain.kick();
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.drain.idle();
  }

  private async sendBatch(): Promise<number> {
    const batch = await this.push.claim(this.dataSource.manager, 20);
    for (const notice of batch) await this.deliver(notice);
    return batch.length;
  }

  private async deliver(claimed: ClaimedNotice): Promise<void> {
    const manager = this.dataSource.manager;
    try {
      await this.sender.send(claimed, JSON.stringify(pushMessage(claimed.locale, claimed.notice)));
      await this.push.markSent(manager, claimed.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`push ${claimed.id} attempt ${claimed.attempts}: ${message}`);
      if (error instanceof PushGone) await this.push.remove(manager, claimed.subscriptionId);
      else
        await this.push.retryLater(
          manager,
          claimed.id,
          message,
          Math.min(600, 5 * 2 ** (claimed.attempts - 1)),
        );
    }
  }
}
