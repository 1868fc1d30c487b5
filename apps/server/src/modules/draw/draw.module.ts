import { Module } from '@nestjs/common';
import { BotModule } from '../bot/index.js';
import { PushModule } from '../push/index.js';
import { PrizeModule } from '../prize/index.js';
import { TransactionModule } from '../transaction/index.js';
import { AutoCloseService } from './auto-close.service.js';
import { DrawAdminController } from './draw-admin.controller.js';
import { DrawAdminService } from './draw-admin.service.js';
import { DrawController } from './draw.controller.js';
import { DrawEventsController, heartbeatEvery } from './draw-events.controller.js';
import { DrawQueryService } from './draw-query.service.js';
import { GameEventRepository } from './game-event.repository.js';
import { ResultEvents } from './result-events.js';
import { ResultsService } from './results.service.js';

/**
 * The draws (`game_event`): public reads (the countdown, the list, results, the prize check) and
 * their administration (create, open / pause / close, publish, the auto-close). Prize amounts and
 * settlement are the prize module's (`PrizeTable`, `PrizeSettlement`).
 */
@Module({
  imports: [PrizeModule, BotModule, PushModule, TransactionModule],
  controllers: [DrawController, DrawEventsController, DrawAdminController],
  providers: [
    GameEventRepository,
    DrawQueryService,
    ResultsService,
    DrawAdminService,
    AutoCloseService,
    ResultEvents,
    heartbeatEvery,
  ],
})
export class DrawModule {}
