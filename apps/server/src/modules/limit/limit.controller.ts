import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { AdminGuard, Member, SessionGuard } from '../../common/session/session.guard.js';
import { limitsExample } from './answers.js';
import { MemberLimitsDto, SetLimitsDto } from './dto/limit.dto.js';
import { LimitService } from './limit.service.js';

@ApiTags('profile')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller('api/customer/user')
@UseGuards(SessionGuard)
export class LimitController {
  constructor(private readonly limits: LimitService) {}

  @Post('limits')
  @Answer(limitsExample)
  @HttpCode(200)
  view(@Member() member: CurrentMember) {
    return this.limits.view(member.id);
  }

  @Post('setLimits')
  @Answer(limitsExample)
  @HttpCode(200)
  set(@Member() member: CurrentMember, @Body() body: SetLimitsDto) {
    return this.limits.set(member.id, body);
  }
}

@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company')
@UseGuards(AdminGuard)
export class LimitAdminController {
  constructor(private readonly limits: LimitService) {}

  /** A member's limits, break and spending, as the member sees them (read only). */
  @Post('member/limits')
  @Answer(limitsExample)
  @HttpCode(200)
  view(@Member() admin: CurrentMember, @Body() body: MemberLimitsDto) {
    return this.limits.viewFor(admin, body.userId);
  }
}
