import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import { PagingDto } from '../../common/validation/paging.dto.js';
import { AdminMemberService } from './admin-member.service.js';
import { adminMemberExample, auditExample } from './answers.js';
import {
  LockMemberDto,
  MemberListDto,
  SetPaymentTypeDto,
  SetRoleDto,
} from './dto/admin-member.dto.js';

@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company')
@UseGuards(AdminGuard)
export class AdminMemberController {
  constructor(private readonly admin: AdminMemberService) {}

  @Post('member/list')
  @Answer({ items: [adminMemberExample], total: 1 })
  @HttpCode(200)
  list(@Member() admin: CurrentMember, @Body() body: MemberListDto) {
    return this.admin.list(admin, body);
  }

  @Post('member/lock')
  @Answer(adminMemberExample)
  @HttpCode(200)
  lock(@Member() admin: CurrentMember, @Body() body: LockMemberDto) {
    return this.admin.setLocked(admin, body);
  }

  @Post('member/role')
  @Answer(adminMemberExample)
  @HttpCode(200)
  role(@Member() admin: CurrentMember, @Body() body: SetRoleDto) {
    return this.admin.setRole(admin, body);
  }

  @Post('member/payment-type')
  @Answer(adminMemberExample)
  @HttpCode(200)
  paymentType(@Member() admin: CurrentMember, @Body() body: SetPaymentTypeDto) {
    return this.admin.setPaymentType(admin, body);
  }

  @Post('audit/list')
  @Answer({ items: [auditExample], total: 1 })
  @HttpCode(200)
  audit(@Member() admin: CurrentMember, @Body() body: PagingDto) {
    return this.admin.auditList(admin, body);
  }
}
