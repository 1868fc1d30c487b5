import { Injectable } from '@nestjs/common';
import type { Locale, PushStatus } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { CurrentMember } from '../../common/session/current-member.js';
import type { PushTarget } from './push-sender.js';
import { PushRepository } from './push.repository.js';

/** Opting a browser in and out of notices. */
@Injectable()
export class PushSubscriptions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly push: PushRepository,
  ) {}

  async subscribe(member: CurrentMember, target: PushTarget, locale: Locale): Promise<PushStatus> {
    const { endpoint, p256dh, auth } = target;
    await this.push.subscribe(
      this.dataSource.manager,
      member.agentId,
      member.id,
      { endpoint, p256dh, auth },
      locale,
    );
    return { subscribed: true };
  }

  async unsubscribe(member: CurrentMember, endpoint: string): Promise<PushStatus> {
    await this.push.unsubscribe(this.dataSource.manager, member.id, endpoint);
    return { subscribed: false };
  }

  async status(member: CurrentMember, endpoint: string): Promise<PushStatus> {
    return {
      subscribed: await this.push.isSubscribed(this.dataSource.manager, member.id, endpoint),
    };
  }
}
