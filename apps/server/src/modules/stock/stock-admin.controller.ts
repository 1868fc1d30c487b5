import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import { readStockForm } from './stock-form.js';
import { StockUploadService } from './stock-upload.service.js';

/** The admin side of the stock: loading a draw's sheets (`/api/company/draw/uploadStock`). */
@ApiTags('admin')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@Controller('api/company/draw')
@UseGuards(AdminGuard)
export class StockAdminController {
  constructor(private readonly stock: StockUploadService) {}

  @Post('uploadStock')
  @ApiConsumes('multipart/form-data')
  // A multipart form has no DTO class: its fields are described here.
  @ApiBody({
    schema: {
      type: 'object',
      required: ['gameEventId', 'file'],
      properties: {
        gameEventId: { type: 'string', example: '1' },
        file: {
          type: 'string',
          format: 'binary',
          description: 'CSV: number,set,price[,photo[,tags]]',
        },
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
  async uploadStock(@Member() admin: CurrentMember, @Req() request: FastifyRequest) {
    return this.stock.upload(admin, await readStockForm(request));
  }
}
