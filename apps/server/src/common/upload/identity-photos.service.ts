import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { CurrentMember } from '../session/current-member.js';
import { MemberUploadRepository } from './member-upload.repository.js';
import { privateUploadName } from './private-upload-url.js';

/** What checkout may do with members' identity photos. */
@Injectable()
export class IdentityPhotos {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly uploads: MemberUploadRepository,
  ) {}

  /**
   * Uses the photo at `url` for an order, in the order's transaction: true when it is the
   * member's own upload, which then is never swept. False for any other URL.
   */
  async useForOrder(manager: EntityManager, member: CurrentMember, url: string): Promise<boolean> {
    const name = privateUploadName(url);
    if (!name) return false;
    return this.uploads.markUsed(
      manager,
      { agentId: member.agentId, memberId: member.id, name },
      this.clock.now(),
    );
  }
}
