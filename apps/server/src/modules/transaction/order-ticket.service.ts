import { Inject, Injectable } from '@nestjs/common';
import { centsToDecimal, ErrorCode, type OrderTickets } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { SessionService } from '../../common/session/session.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CertificateService, sheetKey } from '../certificate/index.js';
import type { OrderTicketDto } from './dto/tickets.dto.js';
import { TicketRepository } from './ticket.repository.js';
import { readTicketToken, ticketKey } from './ticket-token.js';

/** Ticket delivery: the bot's name, and an order's tickets by owner session or signed link. */
@Injectable()
export class OrderTicketService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly tickets: TicketRepository,
    private readonly sessions: SessionService,
    private readonly certificates: CertificateService,
  ) {
    this.key = ticketKey(config.sessionSecret);
  }

  botName(): string {
    return this.config.telegramBot;
  }

  /**
   * `t` alone is enough (the link is the permission); `orderId` needs the buyer's session.
   * Anything else, including someone else's order, is 4008.
   */
  async orderTickets(
    agentId: string,
    authorization: unknown,
    query: OrderTicketDto,
  ): Promise<OrderTickets> {
    let orderId: string | null;
    let ownerId: string | undefined;
    if (query.t !== undefined) orderId = readTicketToken(query.t, this.key);
    else if (query.orderId !== undefined) {
      ownerId = (await this.sessions.authenticate(authorization, agentId)).id;
      orderId = query.orderId;
    } else throw new AppError(ErrorCode.MissingField, { orderId: String(ErrorCode.MissingField) });

    const manager = this.dataSource.manager;
    const head = orderId ? await this.tickets.orderHead(manager, agentId, orderId) : undefined;
    if (!head || (ownerId !== undefined && head.memberId !== ownerId))
      throw new AppError(ErrorCode.OrderNotFound);
    const lines = await this.tickets.orderLines(manager, head.id);
    // Only sheets the buyer still holds: a link holder never sees who holds one given away.
    const certificates = await this.certificates.forOwner(head.memberId, [head.id], manager);
    return {
      orderId: head.id,
      roundName: head.roundName,
      drawDate: head.drawDate,
      createdAt: head.createdAt.toISOString(),
      cusName: head.cusName,
      tickets: lines.map((line) => ({
        number: line.number,
        amt: centsToDecimal(line.price),
        sheets: line.sheets.map((sheet) => ({
          ...sheet,
          certificate: certificates.get(sheetKey(head.id, sheet.number, sheet.setNo)),
        })),
      })),
    };
  }
}
