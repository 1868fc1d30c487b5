import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import { PlainResponse } from '../envelope/plain-response.decorator.js';
import { PublicRead } from './public-reads.js';
import { SharedAnswer } from './shared-answers.js';

const configOf = (handler: unknown) =>
  Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler as object) as Record<string, unknown>;

describe('route config decorators', () => {
  it('keep each other’s part, in either order', () => {
    class Routes {
      @PlainResponse()
      @PublicRead()
      plainFirst() {}

      @SharedAnswer()
      @PlainResponse()
      plainLast() {}
    }
    expect(configOf(Routes.prototype.plainFirst)).toMatchObject({
      plainResponse: true,
      publicRead: expect.any(Object),
    });
    expect(configOf(Routes.prototype.plainLast)).toEqual({
      plainResponse: true,
      sharedAnswer: true,
    });
  });
});
