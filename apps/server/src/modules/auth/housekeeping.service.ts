import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { LoginGuardRepository } from './login-guard.repository.js';
import { OtpRepository } from './otp.repository.js';

/**
 * Drops what can no longer matter: failures outside every window, expired captchas, proofs,
 * suspensions and codes. A job every 10 minutes (one process at a time).
 */
@Injectable()
export class AccountsHousekeeping implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly loginGuard: LoginGuardRepository,
    private readonly otps: OtpRepository,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define(
      'accounts-housekeeping',
      { oneAtATime: true, cron: '*/10 * * * *' },
      () => this.sweep(),
    );
  }

  async sweep(): Promise<void> {
    await this.loginGuard.sweep(this.dataSource.manager);
    await this.otps.sweep(this.dataSource.manager);
  }
}
