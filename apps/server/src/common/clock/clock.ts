import { Global, Module } from '@nestjs/common';

/**
 * What time it is, for rules that count time in the app (session limits). Tests replace it
 * (`CLOCK`) to move time forward instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = 'Clock';

export const systemClock: Clock = { now: () => new Date() };

@Global()
@Module({ providers: [{ provide: CLOCK, useValue: systemClock }], exports: [CLOCK] })
export class ClockModule {}
