import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Locale, type PushStatus } from '@lottery/contracts';
import { isIP } from 'node:net';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import type { PushTarget } from './push-sender.js';
import { PushRepository } from './push.repository.js';

/** Opting a browser in and out of notices. */
@Injectable()
export class PushSubscriptions {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly push: PushRepository,
  ) {}

  async subscribe(member: CurrentMember, target: PushTarget, locale: Locale): Promise<PushStatus> {
    const { endpoint, p256dh, auth } = target;
    if (this.config.nodeEnv === 'production' && !isPushServiceUrl(endpoint))
      throw new AppError(ErrorCode.PushSubscriptionInvalid);
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

/**
 * The server POSTs to whatever endpoint a member saves: in production only an https URL on a
 * named host (push services are), never an address or localhost, so the shop cannot be made to
 * call into its own network. Tests and development may use the http stand-in.
 */
export function isPushServiceUrl(endpoint: string): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'https:' && !isIP(host) && host !== 'localhost' && host.includes('.');
}
