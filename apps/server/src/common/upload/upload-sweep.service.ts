import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock.js';
import { PeriodicJob } from '../schedule/periodic-job.js';
import { PRIVATE_FILES, type FileStore } from './file-store.js';
import { MemberUploadRepository } from './member-upload.repository.js';

/** An identity photo no order used this long after its upload is deleted. */
export const UNUSED_PHOTO_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes members' identity photos that no order used within a day: the row first, then the
 * file, so an order never refers to a photo that is gone. Every server process runs it every 10
 * minutes; the rows one takes are locked and skipped by the others.
 */
@Injectable()
export class UploadSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob('UploadSweep', 10 * 60_000, () => this.sweep());

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly uploads: MemberUploadRepository,
    @Inject(PRIVATE_FILES) private readonly privateFiles: FileStore,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Sweeps now; answers how many photos it deleted. */
  async sweep(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - UNUSED_PHOTO_MS);
    let deleted = 0;
    for (;;) {
      const names = await this.uploads.deleteUnused(this.dataSource.manager, before, BATCH);
      // The rows are gone (committed): now the files. A file left by a crash here is harmless.
      for (const name of names) await this.privateFiles.delete(name);
      deleted += names.length;
      if (names.length < BATCH) return deleted;
    }
  }
}
