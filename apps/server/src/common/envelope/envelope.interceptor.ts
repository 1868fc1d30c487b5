import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { successMessage, type SuccessEnvelope } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { resolveLocale } from '../http/locale.js';
import { PLAIN_RESPONSE } from './plain-response.decorator.js';

/** Wraps every handler's plain data in the success envelope, so handlers never do. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const plain = this.reflector.getAllAndOverride<boolean>(PLAIN_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (plain) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      map((period): SuccessEnvelope<unknown> => ({
        code: 0,
        msg: successMessage[resolveLocale(request.headers)],
        result: { period: period ?? null },
      })),
    );
  }
}
