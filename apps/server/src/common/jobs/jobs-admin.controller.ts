import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ErrorCode, type FailedJobItem } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../audit/audit.repository.js';
import { AppError } from '../errors/app-error.js';
import { Answer } from '../openapi/openapi.js';
import type { CurrentMember } from '../session/current-member.js';
import { AdminGuard, Member } from '../session/session.guard.js';
import { Jobs } from './jobs.js';
import { RetryJobDto } from './retry-job.dto.js';

const example: FailedJobItem = {
  queue: 'relay-sms',
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  state: 'retry',
  retryCount: 2,
  retryLimit: 8,
  error: '1 message(s) not sent, last: SMS gateway answered 500',
  createdOn: '2026-11-26T10:00:00.000Z',
  at: '2026-11-26T10:00:35.000Z',
};

/**
 * The admin's view of the job queue: jobs waiting for a retry or failed for good, with their
 * error, and running one again (audited). The queues serve the whole server, every shop.
 */
@ApiTags('jobs')
@ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
@UseGuards(AdminGuard)
@Controller('api/company/jobs')
export class JobsAdminController {
  constructor(
    private readonly jobs: Jobs,
    private readonly dataSource: DataSource,
    private readonly audit: AuditRepository,
  ) {}

  @Get('failed')
  @Answer([example])
  failed(): Promise<FailedJobItem[]> {
    return this.jobs.failed();
  }

  @Post('retry')
  @HttpCode(200)
  @Answer([example], 'The list after the retry; 8241 no such failed job')
  async retry(@Member() admin: CurrentMember, @Body() body: RetryJobDto) {
    if (!(await this.jobs.retry(body.queue, body.id))) throw new AppError(ErrorCode.JobNotFound);
    await this.audit.write(this.dataSource.manager, {
      agentId: admin.agentId,
      actorId: admin.id,
      action: 'job.retry',
      targetId: null,
      detail: { queue: body.queue, job: body.id },
    });
    return this.jobs.failed();
  }
}
