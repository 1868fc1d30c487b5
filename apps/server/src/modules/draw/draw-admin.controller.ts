import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import { PagingDto } from '../../common/validation/paging.dto.js';
import { DrawAdminService } from './draw-admin.service.js';
import { resultExample } from './draw.controller.js';
import {
  CreateDrawDto,
  DrawStatusDto,
  PublishResultsDto,
  DrawLiveDto,
} from './dto/draw-admin.dto.js';

const drawExample = {
  _id: '1',
  status: 'BREAK',
  roundName: '16 December 2026',
  drawDate: '2026-12-16',
  openSellAt: '2026-12-01T17:00:00.000Z',
  closeSellAt: '2026-12-16T07:00:00.000Z',
  published: false,
  publishedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  products: 0,
  sheets: 0,
  sold: 0,
};

/** A draw's life, for admins (`/api/company/draw/...`): list, create, status, publish. */
@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company/draw')
@UseGuards(AdminGuard)
export class DrawAdminController {
  constructor(private readonly draws: DrawAdminService) {}

  @Post('list')
  @Answer({ items: [drawExample], total: 1 })
  @HttpCode(200)
  list(@Member() admin: CurrentMember, @Body() paging: PagingDto) {
    return this.draws.list(admin, paging);
  }

  @Post('create')
  @Answer(drawExample)
  @HttpCode(200)
  create(@Member() admin: CurrentMember, @Body() body: CreateDrawDto) {
    return this.draws.create(admin, body);
  }

  @Post('status')
  @Answer({ ...drawExample, status: 'ONGO' })
  @HttpCode(200)
  status(@Member() admin: CurrentMember, @Body() body: DrawStatusDto) {
    return this.draws.changeStatus(admin, body);
  }

  @Post('live')
  @Answer({
    ...drawExample,
    live: { url: 'https://www.youtube.com/live/abc', at: '2026-12-16T08:00:00.000Z' },
  })
  @HttpCode(200)
  live(@Member() admin: CurrentMember, @Body() body: DrawLiveDto) {
    return this.draws.setLive(admin, body);
  }

  @Post('publish')
  @Answer(resultExample)
  @HttpCode(200)
  publish(@Member() admin: CurrentMember, @Body() body: PublishResultsDto) {
    return this.draws.publish(admin, body);
  }
}
