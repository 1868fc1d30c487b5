import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ErrorCode, paymentSignatureHeader } from '@lottery/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body exactly as sent, kept only for the signed payment callback. */
    rawBody?: Buffer;
  }
}

export const PAYMENT_CALLBACK_PATH = '/api/payment/callback';
// Far more than a callback needs; a bigger body is cut off and then fails the signature.
const MAX_RAW_BODY = 64 * 1024;

/**
 * The signature covers the bytes the provider sent, not our re-serialised JSON, so those bytes
 * are kept before Fastify parses them. Only for the callback path.
 */
export function keepRawCallbackBody(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (request.url.split('?')[0] !== PAYMENT_CALLBACK_PATH) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > MAX_RAW_BODY) break;
      chunks.push(buffer);
    }
    const body = Buffer.concat(chunks);
    if (size <= MAX_RAW_BODY) request.rawBody = body;
    return Readable.from([body]);
  });
}

/** Hex HMAC-SHA256 of the raw body with the shared secret, compared in constant time. */
export function verifyCallbackSignature(
  secret: string,
  rawBody: Buffer | undefined,
  signature: unknown,
): boolean {
  if (!rawBody || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function signCallbackBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * The callback's X-Signature, checked before anything in the body is believed: guards run before
 * the validation pipe, so an unsigned body is 6018 whatever it holds.
 */
@Injectable()
export class CallbackSignatureGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const signature = request.headers[paymentSignatureHeader];
    if (!verifyCallbackSignature(this.config.paymentCallbackSecret, request.rawBody, signature)) {
      throw new AppError(ErrorCode.BadSignature);
    }
    return true;
  }
}
