import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock.js';
import { PRIVATE_FILES, type FileStore } from './file-store.js';
import { MemberUploadRepository } from './member-upload.repository.js';

const EVERY_MS = 10 * 60_000;
/** An identity photo no order used this long after its upload is deleted. */
export const UNUSED_PHOTO_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes members' identity photos that no order used within a day: the row first, then the
 * file, so an order never refers to a photo that is gone. Every server process runs it; the
 * rows each one takes are locked and skipped by the others.
 */
@Injectable()
export class UploadSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UploadSweep');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly uploads: MemberUploadRepository,
    @Inject(PRIVATE_FILES) private readonly privateFiles: FileStore,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** How many photos this run deleted (one run at a time per process). */
  sweep(): Promise<number> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - UNUSED_PHOTO_MS);
    let deleted = 0;
    try {
      for (;;) {
        const names = await this.uploads.deleteUnused(this.dataSource.manager, before, BATCH);
        // The rows are gone (committed): now the files. A file left by a crash here is harmless.
        for (const name of names) await this.privateFiles.delete(name);
        deleted += names.length;
        if (names.length < BATCH) return deleted;
      }
    } catch (error) {
      this.logger.warn(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      return deleted;
    }
  }
}
