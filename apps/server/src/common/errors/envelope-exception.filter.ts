import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ErrorCode, errorStatus } from '@lottery/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveLocale } from '../http/locale.js';
import { AppError } from './app-error.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable.js';
import { errorEnvelope } from './envelope.js';

// HTTP statuses raised outside our code (Nest's route-not-found, Fastify's body parser) mapped
// to the catalogue, so the client always gets a code it knows.
const codeForStatus: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.NoAccess,
  404: ErrorCode.RouteNotFound,
  405: ErrorCode.RouteNotFound,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.BadRequest,
  429: ErrorCode.TooManyRequests,
  503: ErrorCode.ServiceUnavailable,
};

/** The one place errors become envelopes. Unexpected ones are logged, never shown. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { code, fields } = this.classify(exception);
    if (code === ErrorCode.SystemError) {
      request.log.error({ err: exception }, 'unhandled error');
    }
    const body = errorEnvelope(code, resolveLocale(request.headers), request.id, fields);
    if (code === ErrorCode.ServiceUnavailable) {
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    void reply.status(errorStatus(code)).header('cache-control', 'no-store').send(body);
  }

  private classify(exception: unknown): { code: ErrorCode; fields?: Record<string, string> } {
    if (exception instanceof AppError) return { code: exception.code, fields: exception.fields };
    if (isDatabaseUnavailable(exception)) return { code: ErrorCode.ServiceUnavailable };
    const status = exception instanceof HttpException ? exception.getStatus() : statusOf(exception);
    return { code: (status && codeForStatus[status]) || ErrorCode.SystemError };
  }
}

/** Fastify's own errors (invalid JSON, body too large) carry a client-error `statusCode`. */
function statusOf(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const status = (exception as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
