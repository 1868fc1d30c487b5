import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type * as v from 'valibot';
import { adminMemberExample, Answer, Payload } from './openapi.js';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import { AdminMemberService } from './admin-member.service.js';
import { auditListBody, lockMemberBody, memberListBody, setRoleBody } from './auth.schemas.js';
import { AdminGuard, Member } from './session.guard.js';
import type { CurrentMember } from './session.service.js';

@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company')
@UseGuards(AdminGuard)
export class AdminMemberController {
  constructor(private readonly admin: AdminMemberService) {}

  @Post('member/list')
  @Payload({
    q: { type: 'string', optional: true, description: 'Part of the phone or the name' },
    page: { type: 'integer', example: 1, optional: true },
    limit: { type: 'integer', example: 20, optional: true },
  })
  @Answer({ items: [adminMemberExample], total: 1 })
  @HttpCode(200)
  list(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(memberListBody)) body: v.InferOutput<typeof memberListBody>,
  ) {
    return this.admin.list(admin, body);
  }

  @Post('member/lock')
  @Payload({ userId: { type: 'integer', example: 1 }, locked: { type: 'boolean', example: true } })
  @Answer(adminMemberExample)
  @HttpCode(200)
  lock(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(lockMemberBody)) body: v.InferOutput<typeof lockMemberBody>,
  ) {
    return this.admin.setLocked(admin, body);
  }

  @Post('member/role')
  @Payload({
    userId: { type: 'integer', example: 1 },
    role: { type: 'string', enum: ['member', 'admin'] },
  })
  @Answer(adminMemberExample)
  @HttpCode(200)
  role(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(setRoleBody)) body: v.InferOutput<typeof setRoleBody>,
  ) {
    return this.admin.setRole(admin, body);
  }

  @Post('audit/list')
  @Payload({
    page: { type: 'integer', example: 1, optional: true },
    limit: { type: 'integer', example: 20, optional: true },
  })
  @Answer({
    items: [
      {
        id: 1,
        actor: '011222333',
        action: 'member.lock',
        target: '012345678',
        detail: {},
        at: '2026-11-23T10:00:00.000Z',
      },
    ],
    total: 1,
  })
  @HttpCode(200)
  audit(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(auditListBody)) body: v.InferOutput<typeof auditListBody>,
  ) {
    return this.admin.auditList(admin, body);
  }
}
