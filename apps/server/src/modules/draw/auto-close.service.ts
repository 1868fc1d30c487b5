import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { GameEventRepository } from './game-event.repository.js';

/**
 * Sales close by themselves at the close-sell time. Every read reports a due draw as `CLOSE`
 * from that instant; this job writes it down, every minute (one process at a time, and the
 * conditional update closes each draw once whoever runs it).
 */
@Injectable()
export class AutoCloseService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AutoClose');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly draws: GameEventRepository,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define('draw-auto-close', { oneAtATime: true, cron: '* * * * *' }, () =>
      this.closeDue(),
    );
  }

  /** Closes the draws past their close-sell time; the ids this process closed. */
  async closeDue(): Promise<string[]> {
    const closed = await this.draws.closeDue(this.dataSource.manager);
    for (const draw of closed) {
      this.logger.log(`draw ${draw.id} of shop ${draw.agentId} closed at its close-sell time`);
    }
    return closed.map((draw) => draw.id);
  }
}
