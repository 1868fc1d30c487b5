import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TicketRepository } from './ticket.repository.js';

/** What other modules may ask about a member's tickets (the profile's top bar badge). */
@Injectable()
export class TicketCounts {
  constructor(private readonly tickets: TicketRepository) {}

  /** Sheets the member owns that still await a result (the open draw and unsettled ones). */
  awaiting(manager: EntityManager, memberId: string): Promise<number> {
    return this.tickets.countAwaiting(manager, memberId);
  }
}
