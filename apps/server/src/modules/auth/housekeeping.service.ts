import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';

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

  constructor(private readonly dataSource: DataSource) {}

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
      const manager = this.dataSource.manager;
      await manager.query(`DELETE FROM login_failure WHERE at < now() - interval '1 day'`);
      await manager.query(`DELETE FROM captcha WHERE expires_at < now() - interval '1 hour'`);
      await manager.query(`DELETE FROM phone_proof WHERE expires_at < now() - interval '1 day'`);
      await manager.query(`DELETE FROM address_suspension WHERE until < now()`);
      // Codes count toward the daily limits for 24 hours; their outbox rows stay as the SMS log.
      await manager.query(`DELETE FROM otp WHERE sent_at < now() - interval '2 days'`);
    } catch (error) {
      this.logger.warn(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
