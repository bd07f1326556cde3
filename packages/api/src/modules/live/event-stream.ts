import type { FastifyReply } from 'fastify';
import { dataSecurityHeaders } from '../../plugins/helmet';

export interface EventStream {
  /** One event: `id:` (what the browser sends back as Last-Event-ID), `event:` and JSON `data:`. */
  event(id: number, type: string, data: unknown): void;
  /** A comment line: browsers ignore it; it keeps proxies from closing an idle stream. */
  comment(text: string): void;
  /** Ends the response; the browser's EventSource reconnects after `retry` ms. */
  close(): void;
  /** Runs once, when the stream ends for any reason (closed here, or by the client). */
  onClose(listener: () => void): void;
}

/**
 * Takes the response over from Fastify (no serializer, no compression: each event must leave
 * at once) and answers it as `text/event-stream`.
 */
export function openEventStream(reply: FastifyReply, retryMs: number): EventStream {
  reply.hijack();
  const response = reply.raw;
  // A hijacked reply sends none of the headers set on it so far (the request id) unless they
  // are handed over here, and skips the hooks that add the security headers.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.writeHead(200, {
    ...dataSecurityHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${retryMs}\n\n`);
  const write = (text: string) => {
    if (!response.writableEnded && !response.destroyed) response.write(text);
  };
  return {
    event(id, type, data) {
      // JSON has no raw line breaks, so the data is always one `data:` line.
      write(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text}\n\n`);
    },
    close() {
      if (!response.writableEnded) response.end();
    },
    onClose(listener) {
      response.once('close', listener);
    },
  };
}
