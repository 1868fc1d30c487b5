import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GameEventRepository } from './game-event.repository.js';

/** How often the close of due draws is persisted (reads already treat them as closed). */
const INTERVAL_MS = 15_000;

/**
 * Sales close by themselves at the close-sell time. Every read reports a due draw as `CLOSE`;
 * this job writes it down. Every server process runs it: the conditional update makes exactly
 * one of them close each draw.
 */
@Injectable()
export class AutoCloseService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AutoClose');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly draws: GameEventRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.closeDue().catch((error: unknown) =>
        this.logger.error(`auto-close failed: ${String(error)}`),
      );
    }, INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
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
