import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Answer } from '../../common/openapi/openapi.js';
import { VitalsService } from './vitals.service.js';

/** `GET /api/company/vitals`: the admin's speed table (p75 per day, page and vital). */
@ApiTags('vitals')
@Controller('api/company')
export class VitalsAdminController {
  constructor(private readonly vitals: VitalsService) {}

  @Get('vitals')
  @ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
  @UseGuards(AdminGuard)
  @Answer([{ day: '2026-11-23', page: '/', name: 'LCP', p75: 1400, samples: 42 }])
  summary(@Member() admin: CurrentMember) {
    return this.vitals.summary(admin.agentId);
  }
}
