import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LoginGuardRepository } from './login-guard.repository.js';
import { OtpRepository } from './otp.repository.js';

const EVERY_MS = 10 * 60_000;

/**
 * Drops what can no longer matter: failures outside every window, expired captchas, proofs,
 * suspensions and codes. Harmless when several processes do it at once.
 */
@Injectable()
export class AccountsHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AccountsHousekeeping');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly loginGuard: LoginGuardRepository,
    private readonly otps: OtpRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep().finally(() => (this.running = undefined));
    }, EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<void> {
    try {
      await this.loginGuard.sweep(this.dataSource.manager);
      await this.otps.sweep(this.dataSource.manager);
    } catch (error) {
      this.logger.warn(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
