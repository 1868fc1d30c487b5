import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import type { FastifyContextConfig } from 'fastify';

/**
 * Adds `config` to the handler's Fastify route config (`request.routeOptions.config`). Nest's own
 * `@RouteConfig()` replaces the whole config, so two decorators that each set a part of it
 * (`@PlainResponse()` and `@PublicRead()`, say) would lose one; these merge, in either order.
 */
export const AddRouteConfig =
  (config: FastifyContextConfig): MethodDecorator =>
  (_target, _key, descriptor: PropertyDescriptor): void => {
    const handler = descriptor.value as object;
    const before = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as
      FastifyContextConfig | undefined;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...before, ...config }, handler);
  };
