import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SignInClient } from './session.service.js';

/** A request's client: always an address (Fastify's `request.ip`); the device on sign-in calls. */
export type RequestClient = SignInClient & { address: string; deviceId?: string };

/** The client of a sign-in call (User-Agent, address), for SessionService.start. */
export const SignInFrom = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestClient => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return {
      userAgent: request.headers['user-agent'],
      address: request.ip,
      deviceId: request.deviceId,
    };
  },
);
