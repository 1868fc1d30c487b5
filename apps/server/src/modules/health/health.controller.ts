import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipAgent } from '../../common/agent/agent.decorator.js';
import { PlainResponse } from '../../common/envelope/plain-response.decorator.js';
import { ReadinessService } from './readiness.service.js';

/** Probes for orchestrators and proxies. */
@ApiExcludeController()
@SkipAgent()
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** The process is up; deliberately no database, so a slow database does not restart us. */
  @Get('healthz')
  @PlainResponse()
  health() {
    return { status: 'ok' };
  }

  /** Ready for traffic: the database answers. */
  @Get('readyz')
  ready() {
    return this.readiness.check();
  }
}
