import { Body, Controller, Get, Headers, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { Answer, Idempotent } from '../../common/openapi/openapi.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutDto } from './dto/checkout.dto.js';
import { MyTicketDto, OrderTicketDto } from './dto/tickets.dto.js';
import { MyTicketsService } from './my-tickets.service.js';
import { OrderTicketService } from './order-ticket.service.js';

const sheetExample = { number: '123456', setNo: 1, photo: '/uploads/tickets/123456-1.jpg' };

/** Checkout and the member's tickets (signed-in members). */
@ApiTags('transaction')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer')
@UseGuards(SessionGuard)
export class TransactionController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly myTickets: MyTicketsService,
  ) {}

  @Post('transaction/create')
  @ApiOperation({
    summary:
      'Checkout: claims sheets, debits the balance, writes the order; all or nothing. 4005 names short lines in result.fields (productId -> sheets left).',
  })
  @Idempotent()
  @Answer({
    orderId: '17',
    total: '7.00',
    balance: '13.00',
    quantity: 2,
    ticketLink: 'https://t.me/lottothai_kh_bot?start=AAAAAAAAABEnO3V0xJkq0c2S7w3c8Q5V',
    ticketToken: 'AAAAAAAAABEnO3V0xJkq0c2S7w3c8Q5V',
  })
  @HttpCode(200)
  create(
    @Member() member: CurrentMember,
    @IdempotencyKey() key: string | undefined,
    @Body() body: CheckoutDto,
  ) {
    return this.checkouts.checkout(member, body, key);
  }

  @Post('user/myTicket')
  @ApiOperation({
    summary: 'The member’s tickets of draw gid (all draws without it): won first, then newest',
  })
  @Answer([
    {
      _id: '17-345',
      orderId: '17',
      gid: '12',
      roundName: 'Round 2026-12-01',
      drawDate: '2026-12-01',
      number: '123456',
      amt: '3.50',
      sheets: [sheetExample],
      trns: [{ qty: 1, createdAt: '2026-11-23T10:00:00.000Z' }],
      isGift: false,
      rewardStatus: 0,
      prizes: [],
      cusName: 'Sok Dara',
    },
  ])
  @HttpCode(200)
  myTicket(@Member() member: CurrentMember, @Body() body: MyTicketDto) {
    return this.myTickets.list(member, body.gid);
  }
}

/** Ticket delivery: the bot's name and an order's tickets (by session or by signed link). */
@ApiTags('transaction')
@Controller()
export class TicketDeliveryController {
  constructor(private readonly delivery: OrderTicketService) {}

  @Get('getTelegramId')
  @Answer('lottothai_kh_bot')
  telegramBot() {
    return this.delivery.botName();
  }

  @Post('getTelegramId')
  @Answer('lottothai_kh_bot')
  @HttpCode(200)
  telegramBotByPost() {
    return this.delivery.botName();
  }

  @Get('orderTicket')
  @ApiOperation({
    summary:
      'An order’s tickets: orderId with the buyer’s Authorization, or t (the checkout’s ticketToken) alone; 4008 otherwise',
  })
  @Answer({
    orderId: '17',
    roundName: 'Round 2026-12-01',
    drawDate: '2026-12-01',
    createdAt: '2026-11-23T10:00:00.000Z',
    cusName: 'Sok Dara',
    tickets: [{ number: '123456', amt: '3.50', sheets: [sheetExample] }],
  })
  orderTicket(
    @Agent() agentId: string,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: OrderTicketDto,
  ) {
    return this.delivery.orderTickets(agentId, authorization, query);
  }
}
