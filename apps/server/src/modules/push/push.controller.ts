import { Body, Controller, Get, Headers, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { pushPaths } from '@lottery/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { resolveLocale } from '../../common/http/locale.js';
import { Answer } from '../../common/openapi/openapi.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { Member, SessionGuard } from '../../common/session/session.guard.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { PushEndpointDto, PushSubscribeDto } from './dto/push.dto.js';
import { PushSubscriptions } from './push-subscriptions.service.js';

/** The shop's VAPID public key: public, the browser needs it before it can subscribe. */
@ApiTags('push')
@Controller()
export class PushKeyController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(pushPaths.key.slice(1))
  @Answer({ publicKey: 'BJXcRTR2PJdQSXA-3Bhvj9tIiEfgSXBPZdGbAz0EDtBx…' })
  key() {
    return { publicKey: this.config.vapidPublicKey };
  }
}

/** A member's browsers that accepted notices. */
@ApiTags('push')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token' })
@Controller()
@UseGuards(SessionGuard)
export class PushController {
  constructor(private readonly subscriptions: PushSubscriptions) {}

  @Post(pushPaths.subscribe.slice(1))
  @Answer({ subscribed: true })
  @HttpCode(200)
  subscribe(
    @Member() member: CurrentMember,
    @Body() body: PushSubscribeDto,
    @Headers() headers: IncomingHttpHeaders,
  ) {
    return this.subscriptions.subscribe(member, body, body.locale ?? resolveLocale(headers));
  }

  @Post(pushPaths.unsubscribe.slice(1))
  @Answer({ subscribed: false })
  @HttpCode(200)
  unsubscribe(@Member() member: CurrentMember, @Body() body: PushEndpointDto) {
    return this.subscriptions.unsubscribe(member, body.endpoint);
  }

  @Post(pushPaths.status.slice(1))
  @Answer({ subscribed: true })
  @HttpCode(200)
  status(@Member() member: CurrentMember, @Body() body: PushEndpointDto) {
    return this.subscriptions.status(member, body.endpoint);
  }
}
