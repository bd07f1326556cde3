import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translateError } from '../lib/i18n';

export const frameworkMessages = {
  addressTooLong: 'The address is too long',
  headersTooLarge: 'Request headers are too large',
  badRequest: 'Bad request',
} as const;

/**
 * Fastify's answers before routing (a path parameter over 100 characters: 414; a malformed URL:
 * 400), in the API's `{ errors }` shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? frameworkMessages.addressTooLong : frameworkMessages.badRequest;
  void reply.code(status).send({ errors: [translateError(requestLanguage(request), message)] });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over its 16 KB limit:
 * 431; garbage: 400), written on the socket in the same shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    errors: [tooLarge ? frameworkMessages.headersTooLarge : frameworkMessages.badRequest],
  });
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
