import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@lottery/contracts';
import { AppError } from '../../common/errors/app-error.js';
import { Answer } from '../../common/openapi/openapi.js';
import { AdminGuard, Member, SessionGuard } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import {
  AddSubscriptionDto,
  PauseSubscriptionDto,
  SubscriptionIdDto,
} from './dto/subscription.dto.js';
import { NumberSubscriptionService } from './number-subscription.service.js';

const example = [
  {
    id: '3',
    number: '123456',
    sets: 1,
    paused: false,
    friendName: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    runs: [{ gameEventId: '12', drawDate: '2026-12-01', outcome: 'bought', orderId: '40' }],
  },
];

/** My number, every draw (issue 32): the member's subscriptions; each answer is the new list. */
@ApiTags('subscription')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/subscription')
@UseGuards(SessionGuard)
export class SubscriptionController {
  constructor(private readonly subscriptions: NumberSubscriptionService) {}

  @Post('list')
  @ApiOperation({ summary: 'My numbers bought every draw, with each draw’s outcome' })
  @Answer(example)
  @HttpCode(200)
  list(@Member() member: CurrentMember) {
    return this.subscriptions.list(member);
  }

  @Post('add')
  @ApiOperation({
    summary: 'Buys this number (sets) at every draw, from my balance, for me or a named friend',
  })
  @Answer(example)
  @HttpCode(200)
  add(@Member() member: CurrentMember, @Body() body: AddSubscriptionDto) {
    const friend =
      body.friendName !== undefined || body.friendPhone !== undefined
        ? { name: body.friendName, phone: body.friendPhone }
        : null;
    if (friend && friend.name === undefined) throw new AppError(ErrorCode.MissingName);
    if (friend && friend.phone === undefined) throw new AppError(ErrorCode.MissingTel);
    return this.subscriptions.add(
      member,
      body.number,
      body.sets,
      friend as { name: string; phone: string } | null,
    );
  }

  @Post('pause')
  @ApiOperation({ summary: 'Pauses (paused: 1) or resumes (0) one subscription' })
  @Answer(example)
  @HttpCode(200)
  pause(@Member() member: CurrentMember, @Body() body: PauseSubscriptionDto) {
    return this.subscriptions.change(member, body.id, { paused: body.paused === 1 });
  }

  @Post('remove')
  @ApiOperation({ summary: 'Removes one subscription (its past outcomes stay)' })
  @Answer([])
  @HttpCode(200)
  remove(@Member() member: CurrentMember, @Body() body: SubscriptionIdDto) {
    return this.subscriptions.change(member, body.id, { removed: true });
  }
}

/** Every member's subscriptions and outcomes (admins of this shop). */
@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Admin session token' })
@Controller('api/company/subscription')
@UseGuards(AdminGuard)
export class SubscriptionAdminController {
  constructor(private readonly subscriptions: NumberSubscriptionService) {}

  @Post('list')
  @ApiOperation({ summary: 'Every member’s numbers bought every draw, with outcomes' })
  @Answer(example)
  @HttpCode(200)
  list(@Member() admin: CurrentMember) {
    return this.subscriptions.listAll(admin.agentId);
  }
}
