import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { PublicReads, type ReplicaStatus } from '../../common/db/public-reads.js';
import { AppError } from '../../common/errors/app-error.js';

const READY_TIMEOUT_MS = 2000;

@Injectable()
export class ReadinessService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: PublicReads,
  ) {}

  /**
   * Ready when the primary answers. The read replica is reported, never decisive: without it the
   * primary answers the public reads too.
   */
  async check(): Promise<{ database: 'ok'; readReplica: ReplicaStatus }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return { database: 'ok', readReplica: this.reads.replicaStatus() };
    } catch {
      throw new AppError(ErrorCode.ServiceUnavailable);
    } finally {
      clearTimeout(timer);
    }
  }
}
