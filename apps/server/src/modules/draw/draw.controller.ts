import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { PublicRead } from '../../common/http/public-reads.js';
import { Answer } from '../../common/openapi/openapi.js';
import { PagingDto } from '../../common/validation/paging.dto.js';
import { DrawQueryService } from './draw-query.service.js';
import { CheckPrizesDto, DrawRefDto } from './dto/draw.dto.js';
import { ResultsService } from './results.service.js';

const homeExample = {
  _id: '1',
  status: 'ONGO',
  roundName: '16 December 2026',
  drawDate: '2026-12-16',
  openSellAt: '2026-12-01T17:00:00.000Z',
  closeSellAt: '2026-12-16T07:00:00.000Z',
};
export const resultExample = {
  _id: '1',
  roundName: '16 December 2026',
  drawDate: '2026-12-16',
  publishedAt: '2026-12-16T09:00:00.000Z',
  prizes: [
    { kind: 'first', count: 1, baht: '6000000.00', payout: '175000.00', numbers: ['123456'] },
  ],
};
const checkExample = {
  number: '123456',
  gameEventId: '1',
  drawDate: '2026-12-16',
  wins: [{ kind: 'first', number: '123456', baht: '6000000.00', payout: '175000.00' }],
};

/**
 * The public side of draws: the home page's countdown, the list, results and the prize check.
 * Each is the spec's POST and, for caches, a GET under /api/public with the same answer
 * (issue 31): the GET's query holds what the POST's body does.
 */
@ApiTags('draws')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@Controller()
export class DrawController {
  constructor(
    private readonly draws: DrawQueryService,
    private readonly results: ResultsService,
  ) {}

  @Post('getHome')
  @Answer(homeExample, 'The current draw (open or paused, else the latest); null without draws')
  @HttpCode(200)
  home(@Agent() agentId: string) {
    return this.draws.home(agentId);
  }

  @Get('api/public/home')
  @Answer(homeExample, 'As POST /getHome, cacheable')
  @PublicRead()
  homeRead(@Agent() agentId: string) {
    return this.home(agentId);
  }

  @Post('getGameEvent')
  @Answer({ items: [{ ...homeExample, published: false }], total: 1 }, 'Draws, newest first')
  @HttpCode(200)
  gameEvents(@Agent() agentId: string, @Body() paging: PagingDto) {
    return this.draws.list(agentId, paging);
  }

  @Get('api/public/draws')
  @Answer({ items: [{ ...homeExample, published: false }], total: 1 }, 'As POST /getGameEvent')
  @PublicRead()
  gameEventsRead(@Agent() agentId: string, @Query() paging: PagingDto) {
    return this.gameEvents(agentId, paging);
  }

  @Post('resultLotto')
  @Answer(
    resultExample,
    'Published results by gameEventId or date, else the latest; 1007 unknown, 1009 not published',
  )
  @HttpCode(200)
  result(@Agent() agentId: string, @Body() ref: DrawRefDto) {
    return this.results.result(agentId, ref);
  }

  @Get('api/public/results')
  @Answer(resultExample, 'As POST /resultLotto: ?gameEventId= (a round) or ?date= (a day)')
  @PublicRead()
  resultRead(@Agent() agentId: string, @Query() ref: DrawRefDto) {
    return this.result(agentId, ref);
  }

  @Post('checkLottoPrizes')
  @Answer(
    checkExample,
    'Every prize the number wins in a published draw (gameEventId or date, else the latest)',
  )
  @HttpCode(200)
  checkPrizes(@Agent() agentId: string, @Body() { number, ...ref }: CheckPrizesDto) {
    return this.results.check(agentId, number, ref);
  }

  @Get('api/public/check-ticket')
  @Answer(checkExample, 'As POST /checkLottoPrizes: ?number= and ?gameEventId= or ?date=')
  @PublicRead()
  checkPrizesRead(@Agent() agentId: string, @Query() query: CheckPrizesDto) {
    return this.checkPrizes(agentId, query);
  }
}
