import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@lottery/contracts';
import type { FastifyReply } from 'fastify';
import { Agent, SkipAgent } from '../../common/agent/agent.decorator.js';
import { PlainResponse } from '../../common/envelope/plain-response.decorator.js';
import { AppError } from '../../common/errors/app-error.js';
import { liveFreshness, PublicRead } from '../../common/http/public-reads.js';
import { SharedAnswer } from '../../common/http/shared-answers.js';
import { Answer } from '../../common/openapi/openapi.js';
import { PagingDto } from '../../common/validation/paging.dto.js';
import { SearchProductDto } from './dto/stock.dto.js';
import { ProductQueryService } from './product-query.service.js';
import { parseTicketPhotoName, ticketSvg } from './ticket-photo.js';

const product = {
  _id: '12',
  number: '123456',
  amt: '3.50',
  r: 4,
  pi: '/ticket-photo/123456-1.svg',
  op: ['lucky'],
};

/** The public side of the stock: search, a lucky pick, hot numbers, photos. */
@ApiTags('draws')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@Controller()
export class StockController {
  constructor(private readonly products: ProductQueryService) {}

  @Post('searchProduct')
  @Answer(
    { items: [product], total: 1 },
    'In-stock numbers of the open draw, by number; total counted up to 1000',
  )
  @HttpCode(200)
  @SharedAnswer()
  search(@Agent() agentId: string, @Body() { page, limit, ...filter }: SearchProductDto) {
    return this.products.search(agentId, filter, { page, limit });
  }

  @Get('api/public/search')
  @Answer({ items: [product], total: 1 }, 'As POST /searchProduct, cacheable')
  @PublicRead(liveFreshness, { sharedAnswer: true })
  searchRead(@Agent() agentId: string, @Query() query: SearchProductDto) {
    return this.search(agentId, query);
  }

  @Post('randomProduct')
  @Answer(product, 'One random in-stock product of the open draw, or null')
  @HttpCode(200)
  random(@Agent() agentId: string) {
    return this.products.random(agentId);
  }

  @Post('getHotProduct')
  @Answer(
    { items: [product], total: 1 },
    'Pinned numbers, then best sellers of the open draw (at most 100)',
  )
  @HttpCode(200)
  @SharedAnswer()
  hot(@Agent() agentId: string, @Body() paging: PagingDto) {
    return this.products.hot(agentId, paging);
  }

  @Get('api/public/hot')
  @Answer({ items: [product], total: 1 }, 'As POST /getHotProduct, cacheable')
  @PublicRead(liveFreshness, { sharedAnswer: true })
  hotRead(@Agent() agentId: string, @Query() paging: PagingDto) {
    return this.hot(agentId, paging);
  }

  /** The demo sheets' photos, drawn on request (no database). */
  @Get('ticket-photo/:file')
  @SkipAgent()
  @PlainResponse()
  ticketPhoto(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const ticket = parseTicketPhotoName(file);
    if (!ticket) throw new AppError(ErrorCode.RouteNotFound);
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=86400');
    return ticketSvg(ticket.number, ticket.set);
  }
}
