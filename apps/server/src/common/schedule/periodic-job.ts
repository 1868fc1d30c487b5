import { Logger } from '@nestjs/common';

/**
 * Background work every server process repeats (sweeps, housekeeping): every `everyMs`, one run
 * at a time. The timer never keeps the process alive, `stop` waits for the run in progress, and
 * a failed run is logged; the next one tries again.
 */
export class PeriodicJob {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    name: string,
    private readonly everyMs: number,
    private readonly work: () => Promise<unknown>,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private run(): Promise<void> {
    this.running ??= this.work()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.logger.warn(`failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
