import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';

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

type RouteHookName = 'onRequest' | 'preHandler' | 'onSend';

/**
 * Runs `hook` on every route whose config `wants`, as a route-level hook, added when each route
 * is declared (so before the app registers its routes). A global hook runs on every request, the
 * checkout's included, only to return at once; each costs a promise and a turn of Fastify's hook
 * runner. Route-level hooks of a kind run after the global ones, in the order they were added
 * (compression adds its onSend the same way, later: it still runs last).
 */
export function addRouteHook<Name extends RouteHookName>(
  fastify: FastifyInstance,
  wants: (config: FastifyContextConfig) => boolean,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends infer Hooks
    ? Hooks extends Array<infer One>
      ? One
      : Hooks
    : never,
): void {
  fastify.addHook('onRoute', (route) => {
    if (!route.config || !wants(route.config)) return;
    const hooks = route as Partial<Record<RouteHookName, unknown>>;
    const before = hooks[name];
    hooks[name] = Array.isArray(before) ? [...before, hook] : before ? [before, hook] : [hook];
  });
}
