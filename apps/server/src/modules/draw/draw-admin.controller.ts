import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  drawListSchema,
  drawStatusSchema,
  hotNumberSchema,
  publishResultsSchema,
  creditPrizeSchema,
  prizeListSchema,
  shelfDeleteSchema,
  shelfSaveSchema,
  type CreateDrawRequest,
} from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import { Answer, Payload } from '../../common/openapi/openapi.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { DrawAdminService } from './draw-admin.service.js';
import { HotPinService } from './hot-pin.service.js';
import { PrizeAdminService } from './prize-admin.service.js';
import { ShelfAdminService } from './shelf-admin.service.js';
import { StockUploadService } from './stock-upload.service.js';

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
const shelfExample = {
  _id: '1',
  tag: 'lucky',
  names: { km: 'លេខសំណាង', th: 'เลขมงคล', en: 'Lucky' },
  sort: 0,
};
const hotExample = { items: [{ number: '123456', sort: 1, sold: 3, remaining: 7 }], total: 1 };
const shelfFields = {
  id: { type: 'string', optional: true, description: 'Absent: a new shelf' },
  tag: { type: 'string', example: 'lucky' },
  nameKm: { type: 'string' },
  nameTh: { type: 'string' },
  nameEn: { type: 'string' },
  sort: { type: 'integer', optional: true, example: 0 },
} as const;

type Body<S extends v.GenericSchema> = v.InferOutput<S>;

/** The admin side of draws, stock, shelves and hot numbers (`/api/company/draw/...`). */
@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company/draw')
@UseGuards(AdminGuard)
export class DrawAdminController {
  constructor(
    private readonly draws: DrawAdminService,
    private readonly stock: StockUploadService,
    private readonly shelves: ShelfAdminService,
    private readonly hot: HotPinService,
    private readonly prizes: PrizeAdminService,
  ) {}

  @Post('list')
  @Payload({
    page: { type: 'integer', optional: true, example: 1 },
    limit: { type: 'integer', optional: true, example: 20 },
  })
  @Answer({ items: [drawExample], total: 1 })
  @HttpCode(200)
  list(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(drawListSchema)) body: Body<typeof drawListSchema>,
  ) {
    return this.draws.list(admin, body);
  }

  @Post('create')
  @Payload({
    roundName: { type: 'string', example: '16 December 2026' },
    drawDate: { type: 'string', example: '2026-12-16' },
    openSellDate: { type: 'string', example: '2026-12-02T00:00', description: 'Bangkok time' },
    closeSellDate: { type: 'string', example: '2026-12-16T14:00', description: 'Bangkok time' },
  })
  @Answer(drawExample)
  @HttpCode(200)
  create(@Member() admin: CurrentMember, @Body() body: CreateDrawRequest) {
    return this.draws.createDraw(admin, body ?? {});
  }

  @Post('status')
  @Payload({
    gameEventId: { type: 'string', example: '1' },
    status: { type: 'string', enum: ['ONGO', 'BREAK', 'CLOSE'] },
  })
  @Answer({ ...drawExample, status: 'ONGO' })
  @HttpCode(200)
  status(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(drawStatusSchema)) body: Body<typeof drawStatusSchema>,
  ) {
    return this.draws.setStatus(admin, body);
  }

  @Post('uploadStock')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['gameEventId', 'file'],
      properties: {
        gameEventId: { type: 'string', example: '1' },
        file: { type: 'string', format: 'binary', description: 'CSV: number,set,price[,photo]' },
        photos: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          description: 'Images named as in the CSV photo column',
        },
      },
    },
  })
  @Answer({ loaded: 2, products: 2, photos: 1, problems: [] })
  @HttpCode(200)
  uploadStock(@Member() admin: CurrentMember, @Req() request: FastifyRequest) {
    return this.stock.upload(admin, request);
  }

  @Post('publish')
  @Payload({
    gameEventId: { type: 'string', example: '1' },
    results: { type: 'string', description: '{first:[1], near1:[2], second:[5], ... last2:[1]}' },
  })
  @Answer({ _id: '1', roundName: '', drawDate: '2026-12-16', publishedAt: '', prizes: [] })
  @HttpCode(200)
  publish(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(publishResultsSchema)) body: Body<typeof publishResultsSchema>,
  ) {
    return this.draws.publish(admin, body);
  }

  @Post('shelves')
  @Answer({ items: [shelfExample], total: 1 })
  @HttpCode(200)
  shelfList(@Member() admin: CurrentMember) {
    return this.shelves.list(admin);
  }

  @Post('shelf/save')
  @Payload(shelfFields)
  @Answer(shelfExample)
  @HttpCode(200)
  shelfSave(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(shelfSaveSchema)) body: Body<typeof shelfSaveSchema>,
  ) {
    return this.shelves.save(admin, body);
  }

  @Post('shelf/delete')
  @Payload({ id: { type: 'string', example: '1' } })
  @Answer({ id: '1' })
  @HttpCode(200)
  shelfDelete(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(shelfDeleteSchema)) body: Body<typeof shelfDeleteSchema>,
  ) {
    return this.shelves.delete(admin, body.id);
  }

  @Post('prizes')
  @Payload({
    gameEventId: { type: 'string', optional: true, example: '1' },
    status: { type: 'string', enum: ['waiting', 'credited', 'all'], optional: true },
    page: { type: 'integer', optional: true, example: 1 },
    limit: { type: 'integer', optional: true, example: 20 },
  })
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
  prizeList(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(prizeListSchema)) body: Body<typeof prizeListSchema>,
  ) {
    return this.prizes.list(admin, body);
  }

  @Post('creditPrize')
  @Payload({
    sheetId: { type: 'string', example: '42' },
    kind: { type: 'string', example: 'first' },
  })
  @Answer({ sheetId: '42', kind: 'first', amount: '175000.00' })
  @HttpCode(200)
  creditPrize(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(creditPrizeSchema)) body: Body<typeof creditPrizeSchema>,
  ) {
    return this.prizes.credit(admin, body);
  }

  @Post('hot/list')
  @Answer(hotExample)
  @HttpCode(200)
  hotList(@Member() admin: CurrentMember) {
    return this.hot.list(admin);
  }

  @Post('hot/pin')
  @Payload({ number: { type: 'string', example: '123456' } })
  @Answer(hotExample)
  @HttpCode(200)
  hotPin(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(hotNumberSchema)) body: Body<typeof hotNumberSchema>,
  ) {
    return this.hot.pin(admin, body.number);
  }

  @Post('hot/unpin')
  @Payload({ number: { type: 'string', example: '123456' } })
  @Answer(hotExample)
  @HttpCode(200)
  hotUnpin(
    @Member() admin: CurrentMember,
    @Body(new ValibotPipe(hotNumberSchema)) body: Body<typeof hotNumberSchema>,
  ) {
    return this.hot.unpin(admin, body.number);
  }
}
