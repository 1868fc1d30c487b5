import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { OutboxRelay, RELAY_QUEUE, retryInSeconds } from '../../common/jobs/outbox-relay.js';
import { PushRepository, type ClaimedNotice } from './push.repository.js';
import { PUSH_SENDER, PushGone, type PushSender } from './push-sender.js';
import { pushMessage } from './push-texts.js';

/**
 * The web push channel of the outbox relay, in each browser's language: a browser its push
 * service no longer knows (404/410) is removed, other failures are retried with backoff.
 */
@Injectable()
export class PushRelay extends OutboxRelay<ClaimedNotice> {
  constructor(
    jobs: Jobs,
    dataSource: DataSource,
    private readonly push: PushRepository,
    @Inject(PUSH_SENDER) private readonly sender: PushSender,
  ) {
    super(RELAY_QUEUE.push, jobs, dataSource);
  }

  protected claim(manager: EntityManager, limit: number): Promise<ClaimedNotice[]> {
    return this.push.claim(manager, limit);
  }

  protected deliver(claimed: ClaimedNotice): Promise<void> {
    return this.sender.send(claimed, JSON.stringify(pushMessage(claimed.locale, claimed.notice)));
  }

  protected markSent(manager: EntityManager, claimed: ClaimedNotice): Promise<void> {
    return this.push.markSent(manager, claimed.id);
  }

  protected async markFailed(
    manager: EntityManager,
    claimed: ClaimedNotice,
    error: unknown,
    message: string,
  ): Promise<boolean> {
    if (error instanceof PushGone) {
      await this.push.remove(manager, claimed.subscriptionId);
      return false;
    }
    await this.push.retryLater(manager, claimed.id, message, retryInSeconds(claimed.attempts));
    return true;
  }
}
