import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The headers helmet's default middleware sets. They depend on nothing in the request (no
 * nonces, no per-request directives), so they are read once from a response nobody sends.
 */
function helmetHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet()(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

const pageHeaders = helmetHeaders();

/**
 * What a JSON answer carries (OWASP's REST Security Cheat Sheet). A browser never renders it
 * as a page, so the policies for pages (opener, agent cluster, referrer, DNS prefetch, the
 * download and cross-domain switches, the XSS filter) say nothing about it; these keep it from
 * being sniffed as something else, framed or read by another origin, and on HTTPS.
 */
export const dataSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': pageHeaders['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Helmet's strict defaults on every page, file and document; the shorter set above on JSON.
 * Chosen when the answer's type is known. A policy the route set itself (the API docs' page,
 * the shell's pages in the site plugin) stays. Helmet's twelve middlewares on every request,
 * and its page policies on every JSON answer, were a third of what a cached read costs
 * (decision 0044).
 */
export const helmetPlugin = fp(
  async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isJson(reply.getHeader('content-type'))) {
        reply.headers(dataSecurityHeaders);
      } else {
        for (const [name, value] of Object.entries(pageHeaders)) if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'helmet' },
);
