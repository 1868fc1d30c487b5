import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock.js';
import { Jobs } from '../jobs/jobs.js';
import { PRIVATE_FILES, type FileStore } from './file-store.js';
import { MemberUploadRepository } from './member-upload.repository.js';

/** An identity photo no order used this long after its upload is deleted. */
export const UNUSED_PHOTO_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes members' identity photos that no order used within a day: the row first, then the
 * file, so an order never refers to a photo that is gone. A job every 10 minutes (one process at
 * a time; the rows a sweep takes are locked and skipped by an admin's sweep all the same).
 */
@Injectable()
export class UploadSweep implements OnApplicationBootstrap {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly uploads: MemberUploadRepository,
    @Inject(PRIVATE_FILES) private readonly privateFiles: FileStore,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define('upload-sweep', { oneAtATime: true, cron: '*/10 * * * *' }, () =>
      this.sweep(),
    );
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
