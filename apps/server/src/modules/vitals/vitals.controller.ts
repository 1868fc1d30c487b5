import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ErrorCode, VITALS_MAX_BYTES } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { Agent } from '../../common/agent/agent.decorator.js';
import { AppError } from '../../common/errors/app-error.js';
import { Answer } from '../../common/openapi/openapi.js';
import { VitalsDto } from './dto/vitals.dto.js';
import { VitalsService } from './vitals.service.js';

/** `POST /api/vitals`: the beacon the PWA sends with what a page view measured (public). */
@ApiTags('vitals')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@Controller('api')
export class VitalsController {
  constructor(private readonly vitals: VitalsService) {}

  @Post('vitals')
  @HttpCode(200)
  @Answer(null, 'Stored; 7001 a bad measurement, 7002 too many from this address, 7003 too large')
  record(
    @Agent() agentId: string,
    @Ip() address: string,
    @Req() request: FastifyRequest,
    @Body() body: VitalsDto,
  ) {
    const length = Number(request.headers['content-length'] ?? JSON.stringify(body).length);
    if (length > VITALS_MAX_BYTES) throw new AppError(ErrorCode.VitalsTooLarge);
    return this.vitals.record(agentId, address, body);
  }
}
