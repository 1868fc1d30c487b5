import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../../config/config.js';

/** JSON lines on stdout; request-scoped lines carry `requestId` (see Fastify's request.log). */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'lottery-server' } });
}

/** Nest's own messages (startup, routes) through the same JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.logger.info({ context: contextOf(rest) }, String(message));
  }
  error(message: unknown, ...rest: unknown[]) {
    const [stack] = rest;
    this.logger.error({ context: contextOf(rest), stack }, String(message));
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.logger.warn({ context: contextOf(rest) }, String(message));
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.logger.debug({ context: contextOf(rest) }, String(message));
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.logger.trace({ context: contextOf(rest) }, String(message));
  }
}

// Nest passes the context (class name) as the last argument.
function contextOf(rest: unknown[]): string | undefined {
  const last = rest.at(-1);
  return typeof last === 'string' ? last : undefined;
}
