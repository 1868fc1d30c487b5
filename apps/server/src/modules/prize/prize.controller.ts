import { Controller, Get } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { PublicRead, slowFreshness } from '../../common/http/public-reads.js';
import { Answer } from '../../common/openapi/openapi.js';
import { PrizeTable } from './prize-table.js';

/** The prize table (public). */
@ApiTags('draws')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@Controller()
export class PrizeController {
  constructor(private readonly table: PrizeTable) {}

  @Get('revardValue')
  @Answer(
    [{ kind: 'first', count: 1, baht: '6000000.00', payout: '175000.00' }],
    'What one ticket wins with each prize kind: official baht and the shop payout',
  )
  prizeValues(@Agent() agentId: string) {
    return this.table.show(agentId);
  }

  @Get('api/public/prizes')
  @Answer(
    [{ kind: 'first', count: 1, baht: '6000000.00', payout: '175000.00' }],
    'As GET /revardValue, cacheable',
  )
  @PublicRead(slowFreshness)
  prizeValuesRead(@Agent() agentId: string) {
    return this.prizeValues(agentId);
  }
}
