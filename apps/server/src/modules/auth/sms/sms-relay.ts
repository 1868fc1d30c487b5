import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Jobs } from '../../../common/jobs/jobs.js';
import { OutboxRelay, RELAY_QUEUE } from '../../../common/jobs/outbox-relay.js';
import { SMS_SENDER, type SmsSender } from './sms-sender.js';
import { SmsOutboxRepository, type ClaimedSms } from '../../notify/index.js';

/** The SMS channel of the outbox relay: codes to the gateway, retried with backoff. */
@Injectable()
export class SmsRelay extends OutboxRelay<ClaimedSms> {
  constructor(
    jobs: Jobs,
    dataSource: DataSource,
    private readonly outbox: SmsOutboxRepository,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
  ) {
    super(RELAY_QUEUE.sms, jobs, dataSource);
  }

  protected claim(manager: EntityManager, limit: number): Promise<ClaimedSms[]> {
    return this.outbox.claim(manager, limit);
  }

  protected deliver(row: ClaimedSms): Promise<void> {
    return this.sender.send({ to: row.toPhone, text: row.text, code: row.code });
  }

  protected markSent(manager: EntityManager, row: ClaimedSms): Promise<void> {
    return this.outbox.markSent(manager, row.id);
  }

  protected async markFailed(
    manager: EntityManager,
    row: ClaimedSms,
    _error: unknown,
    message: string,
  ): Promise<boolean> {
    // SMS counts attempts from 1 at the first failure: 10 s, 20 s ... at most 10 minutes.
    await this.outbox.markFailed(manager, row.id, message, Math.min(600, 5 * 2 ** row.attempts));
    return true;
  }
}
