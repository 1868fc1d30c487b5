import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header: undefined when absent, 400 when not 1-200 visible ASCII characters. */
export const IdempotencyKey = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined => {
    const value = context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !KEY.test(value)) throw new AppError(ErrorCode.BadRequest);
    return value;
  },
);
