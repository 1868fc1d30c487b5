import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { PublicRead, slowFreshness } from '../../common/http/public-reads.js';
import { Answer } from '../../common/openapi/openapi.js';
import { PagingDto } from '../../common/validation/paging.dto.js';
import { ShelfService } from './shelf.service.js';

export const shelfExample = {
  _id: '1',
  tag: 'lucky',
  names: { km: 'លេខសំណាង', th: 'เลขมงคล', en: 'Lucky' },
  sort: 0,
};

/** The home page's shelves. */
@ApiTags('draws')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@Controller()
export class ShelfController {
  constructor(private readonly shelves: ShelfService) {}

  @Post('getProductGroup')
  @Answer({ items: [shelfExample], total: 1 }, 'Shelves, in their order')
  @HttpCode(200)
  shelfList(@Agent() agentId: string, @Body() paging: PagingDto) {
    return this.shelves.page(agentId, paging);
  }

  @Get('api/public/shelves')
  @Answer({ items: [shelfExample], total: 1 }, 'As POST /getProductGroup, cacheable')
  @PublicRead(slowFreshness)
  shelfListRead(@Agent() agentId: string, @Query() paging: PagingDto) {
    return this.shelfList(agentId, paging);
  }
}
