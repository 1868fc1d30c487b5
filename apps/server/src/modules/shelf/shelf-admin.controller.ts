import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import { HotNumberDto, ShelfIdDto, ShelfSaveDto } from './dto/shelf.dto.js';
import { HotPinService } from './hot-pin.service.js';
import { ShelfAdminService } from './shelf-admin.service.js';
import { shelfExample } from './shelf.controller.js';

const hotExample = { items: [{ number: '123456', sort: 1, sold: 3, remaining: 7 }], total: 1 };

/** The admin side of shelves and pinned hot numbers (`/api/company/draw/...`). */
@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company/draw')
@UseGuards(AdminGuard)
export class ShelfAdminController {
  constructor(
    private readonly shelves: ShelfAdminService,
    private readonly hot: HotPinService,
  ) {}

  @Post('shelves')
  @Answer({ items: [shelfExample], total: 1 })
  @HttpCode(200)
  shelfList(@Member() admin: CurrentMember) {
    return this.shelves.list(admin);
  }

  @Post('shelf/save')
  @Answer(shelfExample)
  @HttpCode(200)
  shelfSave(@Member() admin: CurrentMember, @Body() body: ShelfSaveDto) {
    return this.shelves.save(admin, body);
  }

  @Post('shelf/delete')
  @Answer({ id: '1' })
  @HttpCode(200)
  shelfDelete(@Member() admin: CurrentMember, @Body() body: ShelfIdDto) {
    return this.shelves.delete(admin, body.id);
  }

  @Post('hot/list')
  @Answer(hotExample)
  @HttpCode(200)
  hotList(@Member() admin: CurrentMember) {
    return this.hot.list(admin);
  }

  @Post('hot/pin')
  @Answer(hotExample)
  @HttpCode(200)
  hotPin(@Member() admin: CurrentMember, @Body() body: HotNumberDto) {
    return this.hot.pin(admin, body.number);
  }

  @Post('hot/unpin')
  @Answer(hotExample)
  @HttpCode(200)
  hotUnpin(@Member() admin: CurrentMember, @Body() body: HotNumberDto) {
    return this.hot.unpin(admin, body.number);
  }
}
