import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SkipAgent } from '../../common/agent/agent.decorator.js';
import { PlainResponse } from '../../common/envelope/plain-response.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ResultEvents } from './result-events.js';

/** A comment line this often keeps proxies and phones from closing a quiet stream. */
export const HEARTBEAT_MS = Symbol('HEARTBEAT_MS');
export const heartbeatEvery = { provide: HEARTBEAT_MS, useValue: 20_000 };

/**
 * Server-sent events for open pages (issue 31): `event: results` with `{ agentId, gameEventId }`
 * when a draw's results are published, in any server process. The page then reads the results
 * through the public GETs. An EventSource cannot send headers, so the shop is `?agentId=`.
 */
@ApiTags('draws')
@Controller()
export class DrawEventsController {
  constructor(
    private readonly events: ResultEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HEARTBEAT_MS) private readonly heartbeatMs: number,
  ) {}

  @Get('api/public/events')
  @ApiOperation({ summary: 'text/event-stream: `results` when a draw is published; heartbeats' })
  // No database on connect: an unknown shop's stream simply never hears anything.
  @SkipAgent()
  @PlainResponse()
  stream(
    @Query('agentId') agentId: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const shop = (typeof agentId === 'string' && agentId.trim()) || this.config.defaultAgentId;
    reply.hijack();
    const raw = reply.raw;
    // The headers every answer carries (security headers, request id), then the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Never kept by a cache; nginx-style proxies told not to buffer it.
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    // A HEAD has its headers and ends: a stream that never ends would hold its connection.
    if (request.method === 'HEAD') return void raw.end();
    // `retry`: the browser's own reconnect delay, should the page's backoff not take over.
    raw.write('retry: 3000\n: connected\n\n');
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    const unsubscribe = this.events.subscribe({
      agentId: shop,
      send: (event) => raw.write(`event: results\ndata: ${JSON.stringify(event)}\n\n`),
      end: () => raw.end(),
    });
    request.raw.socket.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }
}
