import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  checkLottoPrizesSchema,
  checkProductSchema,
  drawRefSchema,
  ErrorCode,
  pagingSchema,
  searchProductSchema,
} from '@lottery/contracts';
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { Agent, SkipAgent } from '../../common/agent/agent.decorator.js';
import { PlainResponse } from '../../common/envelope/plain-response.decorator.js';
import { AppError } from '../../common/errors/app-error.js';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import { CheckProductService } from './check-product.service.js';
import { DrawQueryService } from './draw-query.service.js';
import { ResultsService } from './results.service.js';
import { parseTicketPhotoName, ticketSvg } from './ticket-photo.js';

/** The public side of draws: home, stock, search, results and the prize check. */
@ApiTags('draws')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@Controller()
export class DrawController {
  constructor(
    private readonly draws: DrawQueryService,
    private readonly carts: CheckProductService,
    private readonly results: ResultsService,
  ) {}

  @Post('getHome')
  @ApiOperation({
    summary:
      'The current draw (open or paused, else the latest) for the countdown; null without draws. Period: {_id, status, roundName, drawDate, openSellAt, closeSellAt}',
  })
  @HttpCode(200)
  home(@Agent() agentId: string) {
    return this.draws.home(agentId);
  }

  @Post('getGameEvent')
  @ApiOperation({
    summary: 'Draws, newest first. Period: {items: [{...getHome, published}], total}',
  })
  @ApiBody({ schema: { type: 'object', example: { page: 1, limit: 20 } } })
  @HttpCode(200)
  gameEvents(
    @Agent() agentId: string,
    @Body(new ValibotPipe(pagingSchema)) paging: v.InferOutput<typeof pagingSchema>,
  ) {
    return this.draws.list(agentId, paging);
  }

  @Post('getProductGroup')
  @ApiOperation({
    summary: 'Shelves. Period: {items: [{_id, tag, names: {km, th, en}, sort}], total}',
  })
  @ApiBody({ schema: { type: 'object', example: { page: 1, limit: 100 } } })
  @HttpCode(200)
  productGroups(
    @Agent() agentId: string,
    @Body(new ValibotPipe(pagingSchema)) paging: v.InferOutput<typeof pagingSchema>,
  ) {
    return this.draws.productGroups(agentId, paging);
  }

  @Post('getHotProduct')
  @ApiOperation({
    summary:
      'Pinned numbers, then best sellers of the open draw (at most 100). Period: {items: [{_id, number, amt, r, pi, op}], total}',
  })
  @ApiBody({ schema: { type: 'object', example: { page: 1, limit: 20 } } })
  @HttpCode(200)
  hot(
    @Agent() agentId: string,
    @Body(new ValibotPipe(pagingSchema)) paging: v.InferOutput<typeof pagingSchema>,
  ) {
    return this.draws.hot(agentId, paging);
  }

  @Post('searchProduct')
  @ApiOperation({
    summary:
      'In-stock numbers of the open draw: all 6 digits, or first3 / last3 / last2, and/or a shelf `tag` (one of these, else 5002). Period: {items: [{_id, number, amt, r, pi, op}], total (counted up to 1000)}',
  })
  @ApiBody({ schema: { type: 'object', example: { last2: '56', page: 1, limit: 20 } } })
  @HttpCode(200)
  search(
    @Agent() agentId: string,
    @Body(new ValibotPipe(searchProductSchema))
    { page, limit, ...filter }: v.InferOutput<typeof searchProductSchema>,
  ) {
    return this.draws.search(agentId, filter, { page, limit });
  }

  @Post('randomProduct')
  @ApiOperation({ summary: 'One random in-stock product of the open draw, or null' })
  @HttpCode(200)
  random(@Agent() agentId: string) {
    return this.draws.random(agentId);
  }

  @Post('api/customer/user/checkProduct')
  @ApiOperation({
    summary:
      'Price and stock per product id (r 0 when gone or not on sale); 4002 without ids. Period: [{_id, amt, r}]',
  })
  @ApiBody({ schema: { type: 'object', example: { products: ['12', '13'] } } })
  @HttpCode(200)
  checkProduct(
    @Agent() agentId: string,
    @Body(new ValibotPipe(checkProductSchema)) body: v.InferOutput<typeof checkProductSchema>,
  ) {
    return this.carts.check(agentId, body.products);
  }

  @Post('resultLotto')
  @ApiOperation({
    summary:
      'Published results by gameEventId or date (YYYY-MM-DD), else the latest; 1007 unknown, 1009 not published. Period: {_id, roundName, drawDate, publishedAt, prizes: [{kind, count, baht, payout, numbers}]}',
  })
  @ApiBody({ schema: { type: 'object', example: { date: '2026-05-02' } } })
  @HttpCode(200)
  result(
    @Agent() agentId: string,
    @Body(new ValibotPipe(drawRefSchema)) ref: v.InferOutput<typeof drawRefSchema>,
  ) {
    return this.results.result(agentId, ref);
  }

  @Get('revardValue')
  @ApiOperation({ summary: 'The prize table. Period: [{kind, count, baht, payout}]' })
  prizeValues(@Agent() agentId: string) {
    return this.results.prizeValues(agentId);
  }

  @Post('checkLottoPrizes')
  @ApiOperation({
    summary:
      'Every prize a six-digit number wins in a published draw (gameEventId or date, else the latest). 5002 bad number, 1007 unknown draw, 1009 not published. Period: {number, gameEventId, drawDate, wins: [{kind, number, baht, payout}]}',
  })
  @ApiBody({ schema: { type: 'object', example: { number: '251309', date: '2025-05-16' } } })
  @HttpCode(200)
  checkPrizes(
    @Agent() agentId: string,
    @Body(new ValibotPipe(checkLottoPrizesSchema))
    { number, ...ref }: v.InferOutput<typeof checkLottoPrizesSchema>,
  ) {
    return this.results.check(agentId, number, ref);
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
