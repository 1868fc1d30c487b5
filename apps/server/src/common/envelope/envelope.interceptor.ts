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
  /**
   * Whether each handler answers plainly. Decorators are settled when the class is defined, and
   * the metadata lookup on every request was a visible part of a checkout's CPU.
   */
  private readonly plainByRoute = new WeakMap<object, WeakMap<object, boolean>>();

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // By class, then handler: a handler a controller inherits is shared with its parent.
    const [handler, controller] = [context.getHandler(), context.getClass()];
    let byHandler = this.plainByRoute.get(controller);
    if (!byHandler) this.plainByRoute.set(controller, (byHandler = new WeakMap()));
    let plain = byHandler.get(handler);
    if (plain === undefined) {
      plain =
        this.reflector.getAllAndOverride<boolean>(PLAIN_RESPONSE, [handler, controller]) === true;
      byHandler.set(handler, plain);
    }
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
