import { Body, Controller, Get, Headers, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { Answer, Idempotent } from '../../common/openapi/openapi.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { GiftCodeDto, GiftIdDto, SendGiftDto } from './dto/gift.dto.js';
import { GiftQueryService } from './gift-query.service.js';
import { GiftService } from './gift.service.js';

const sheetExample = { number: '123456', setNo: 1, photo: '/uploads/tickets/123456-1.jpg' };
const ticketExample = { number: '123456', amt: '3.50', sheets: [sheetExample] };
const draw = { gid: '12', roundName: 'Round 2026-12-01', drawDate: '2026-12-01' };

/** The member's gifts: the gift box, sending, receiving, taking back (signed-in members). */
@ApiTags('gift')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/transaction')
@UseGuards(SessionGuard)
export class GiftController {
  constructor(
    private readonly gifts: GiftService,
    private readonly queries: GiftQueryService,
  ) {}

  @Post('getMyGift')
  @ApiOperation({ summary: 'The gift box: tickets bought for myself or received, not yet sent' })
  @Answer([
    {
      ...draw,
      orders: [{ orderId: '17', createdAt: '2026-11-23T10:00:00.000Z', tickets: [ticketExample] }],
    },
  ])
  @HttpCode(200)
  getMyGift(@Member() member: CurrentMember) {
    return this.queries.giftBox(member);
  }

  @Post('sendgift')
  @ApiOperation({
    summary:
      'Sends the orders as one gift: answers the share link’s path, /reward?giftCode=<22 characters>',
  })
  @Idempotent()
  @Answer('/reward?giftCode=q3Zr0Yb9Vt5uT2wKx8mN1A')
  @HttpCode(200)
  sendGift(
    @Member() member: CurrentMember,
    @IdempotencyKey() key: string | undefined,
    @Body() body: SendGiftDto,
  ) {
    return this.gifts.send(member, body, key);
  }

  @Post('recivedGift')
  @ApiOperation({ summary: 'Receives a gift: its tickets become mine; exactly once' })
  @Idempotent()
  @Answer({ giftId: '5', sheets: 2 })
  @HttpCode(200)
  receivedGift(
    @Member() member: CurrentMember,
    @IdempotencyKey() key: string | undefined,
    @Body() body: GiftCodeDto,
  ) {
    return this.gifts.receive(member, body.giftCode, key);
  }

  @Post('sentGifts')
  @ApiOperation({ summary: 'The gifts I sent and their state (received by a masked phone)' })
  @Answer([
    {
      giftId: '5',
      giftCode: 'q3Zr0Yb9Vt5uT2wKx8mN1A',
      status: 'received',
      name: 'Sok Dara',
      phone: '012345678',
      createdAt: '2026-11-23T10:00:00.000Z',
      receivedAt: '2026-11-23T11:00:00.000Z',
      receivedBy: '098****21',
      cancelledAt: null,
      numbers: ['123456'],
      sheets: 1,
    },
  ])
  @HttpCode(200)
  sentGifts(@Member() member: CurrentMember) {
    return this.queries.sent(member);
  }

  @Post('cancelGift')
  @ApiOperation({ summary: 'Takes back a gift nobody has received: the tickets stay mine' })
  @Idempotent()
  @Answer({ giftId: '5' })
  @HttpCode(200)
  cancelGift(
    @Member() member: CurrentMember,
    @IdempotencyKey() key: string | undefined,
    @Body() body: GiftIdDto,
  ) {
    return this.gifts.cancel(member, body.giftId, key);
  }
}

/** A gift link, for anyone holding it (signed in or not). */
@ApiTags('gift')
@Controller('api/customer/transaction')
export class GiftLinkController {
  constructor(private readonly queries: GiftQueryService) {}

  @Get('expandGift')
  @ApiOperation({
    summary:
      'What a gift link holds: its tickets and state, the sender by first name. 4101 unknown, 4102 taken back, 4104 malformed',
  })
  @Answer({
    giftCode: 'q3Zr0Yb9Vt5uT2wKx8mN1A',
    status: 'waiting',
    senderName: 'Dara',
    name: 'Sophea',
    createdAt: '2026-11-23T10:00:00.000Z',
    receivedAt: null,
    receivedByMe: false,
    sentByMe: false,
    draws: [{ ...draw, tickets: [ticketExample] }],
  })
  expandGift(
    @Agent() agentId: string,
    @Headers('authorization') authorization: string | undefined,
    @Query() query: GiftCodeDto,
  ) {
    return this.queries.view(agentId, authorization, query.giftCode);
  }
}
