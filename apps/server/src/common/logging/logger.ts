import type { LoggerService } from '@nestjs/common';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../../config/config.js';

/** JSON lines on stdout; request-scoped lines carry `requestId` (see Fastify's request.log). */
export function createLogger(level: LogLevel): Logger {
  return pino(loggerOptions(level));
}

/** The logger's settings, shared with the tests' logger so they see the same levels. */
export function loggerOptions(level: LogLevel | 'silent'): LoggerOptions {
  return {
    level,
    base: { service: 'lottery-server' },
    hooks: {
      // An answer cut off because the phone left (navigated away, lost signal) is information,
      // not a server error: Fastify, @fastify/compress and stream helpers log it as `error`, and
      // alerts on it would teach people to ignore errors.
      logMethod(args, method, level) {
        if (level >= pino.levels.values.error! && args.some(isPrematureClose)) {
          return this.info(...(args as Parameters<Logger['info']>));
        }
        return method.apply(this, args);
      },
    },
  };
}

function isPrematureClose(value: unknown): boolean {
  const error = value instanceof Error ? value : (value as { err?: unknown } | null)?.err;
  if (!(error instanceof Error)) return false;
  // Node's streams say it with a code; end-of-stream (under pump) only with the message.
  return (
    (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.message === 'premature close'
  );
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
