import { Logger } from '@nestjs/common';

/**
 * The loop behind an outbox relay: a drain is kicked right after a commit that wrote messages,
 * and polled every `pollMs` for retries and for messages another process left behind. One drain
 * at a time per process (a kick during one runs another right after); several processes drain
 * side by side, each claiming rows with SKIP LOCKED.
 */
export class OutboxDrain {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  /** `sendBatch` sends what it claimed and answers how many rows that was (0: nothing due). */
  constructor(
    name: string,
    private readonly pollMs: number,
    private readonly sendBatch: () => Promise<number>,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Starts a drain now (or right after the one in progress). Never throws. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves when nothing is being sent (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.sendBatch()) > 0);
    } catch (error) {
      this.logger.warn(`outbox relay: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
