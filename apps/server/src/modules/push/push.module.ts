import { Module } from '@nestjs/common';
import { NotifyModule } from '../notify/index.js';
import { PushController, PushKeyController } from './push.controller.js';
import { PushHousekeeping } from './push-housekeeping.service.js';
import { PushNotices } from './push-notices.service.js';
import { PushRelay } from './push-relay.js';
import { PUSH_SENDER, WebPushSender } from './push-sender.js';
import { PushSubscriptions } from './push-subscriptions.service.js';
import { PushRepository } from './push.repository.js';

/** Web push (issue 30): members' browsers that accepted notices and the notices sent to them. */
@Module({
  imports: [NotifyModule],
  controllers: [PushKeyController, PushController],
  providers: [
    PushRepository,
    PushRelay,
    PushSubscriptions,
    PushNotices,
    PushHousekeeping,
    { provide: PUSH_SENDER, useClass: WebPushSender },
  ],
  exports: [PushNotices],
})
export class PushModule {}
