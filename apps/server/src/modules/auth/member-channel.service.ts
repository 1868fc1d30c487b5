import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Member } from './entities/member.entity.js';
import { MemberRepository } from './member.repository.js';

/** The member's notification channel (`setNoti`), for the bot linking and unlinking a chat. */
@Injectable()
export class MemberChannel {
  constructor(private readonly members: MemberRepository) {}

  /** Inside the caller's transaction. */
  async set(manager: EntityManager, memberId: string, type: Member['notification']): Promise<void> {
    await this.members.setNotification(manager, memberId, type);
  }
}
