import { defaultLocale, ErrorCode, errorStatus } from '@lottery/contracts';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../errors/envelope.js';
import { resolveLocale } from './locale.js';
import { securityHeaders } from './security-headers.js';

/**
 * Requests Node refuses before any route sees them (headers too large: 431; a malformed request
 * line or header, such as a NUL in a header: 400) still answer with the envelope. Node's own
 * answer has no body the client could read a code from.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const code = tooLarge ? ErrorCode.HeadersTooLarge : ErrorCode.BadRequest;
  const status = errorStatus(code);
  const body = JSON.stringify(errorEnvelope(code, defaultLocale, randomUUID()));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      'cache-control: no-store\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Requests Fastify's router refuses before any hook runs (a path that does not percent-decode,
 * a path parameter over its length limit) answer 400 with the envelope and the usual headers,
 * not Fastify's own JSON shape.
 */
export function frameworkErrorHandler(
  _error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code = ErrorCode.BadRequest;
  void reply
    .headers(securityHeaders(request.id, request.protocol === 'https'))
    .status(errorStatus(code))
    .send(errorEnvelope(code, resolveLocale(request.headers), request.id));
}
