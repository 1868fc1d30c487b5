import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import { CreditPrizeDto, PrizeListDto, PrizePayoutDto } from './dto/prize.dto.js';
import { PrizeAdminService } from './prize-admin.service.js';

/** Prizes won, and paying the ones that wait for an admin (`/api/company/draw/...`). */
@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company/draw')
@UseGuards(AdminGuard)
export class PrizeAdminController {
  constructor(private readonly prizes: PrizeAdminService) {}

  @Post('prizes')
  @Answer({
    items: [
      {
        sheetId: '42',
        kind: 'first',
        number: '123456',
        amount: '175000.00',
        status: 'waiting',
        gameEventId: '1',
        roundName: '16 December 2026',
        member: { userId: '7', username: '012345678', name: 'Dara' },
        settledAt: '2026-12-16T09:00:00.000Z',
        creditedAt: null,
      },
    ],
    total: 1,
  })
  @HttpCode(200)
  prizeList(@Member() admin: CurrentMember, @Body() body: PrizeListDto) {
    return this.prizes.list(admin, body);
  }

  @Post('prizeTable')
  @Answer([{ kind: 'first', count: 1, baht: '6000000.00', payout: '180000.00' }])
  @HttpCode(200)
  prizeTable(@Member() admin: CurrentMember, @Body() body: PrizePayoutDto) {
    return this.prizes.setPayout(admin, body);
  }

  @Post('creditPrize')
  @Answer({ sheetId: '42', kind: 'first', amount: '175000.00' })
  @HttpCode(200)
  creditPrize(@Member() admin: CurrentMember, @Body() body: CreditPrizeDto) {
    return this.prizes.credit(admin, body);
  }
}
