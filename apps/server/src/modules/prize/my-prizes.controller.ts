import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { MyPrizesService } from './my-prizes.service.js';

@ApiTags('profile')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/user')
@UseGuards(SessionGuard)
export class MyPrizesController {
  constructor(private readonly prizes: MyPrizesService) {}

  @Get('myPrizes')
  @Answer(
    [
      {
        gid: '3',
        roundName: 'Round 2026-12-01',
        drawDate: '2026-12-01',
        prizes: [
          {
            number: '123456',
            setNo: 1,
            kind: 'first',
            amount: '175000.00',
            paid: '50000.00',
            remaining: '125000.00',
            status: 'partlyPaid',
            creditedAt: null,
          },
        ],
      },
    ],
    'My prizes by draw, newest first: credited, waiting (for payout) or partly paid',
  )
  list(@Member() member: CurrentMember) {
    return this.prizes.list(member);
  }
}
