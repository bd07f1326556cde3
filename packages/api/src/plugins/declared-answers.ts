import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Declared = { content?: Record<string, unknown> } | undefined;

/** Statuses that carry no body, so no media type either. */
const BODYLESS = new Set([204, 304]);

/**
 * Why an answer is not one the route's OpenAPI entry declares (its status, then its media
 * type), or undefined when it is. Errors (4xx, 5xx) are declared for every route already.
 */
export function undeclaredAnswer(
  responses: Record<string, unknown> | undefined,
  status: number,
  contentType: string | undefined,
): string | undefined {
  // A 304 answers a browser's conditional request for what it holds (the read cache, feeds): HTTP's, not the route's.
  if (status === 304) return undefined;
  const range = `${Math.floor(status / 100)}xx`;
  const declared = (responses?.[String(status)] ?? responses?.[range] ?? responses?.[range.toUpperCase()]) as Declared;
  if (!declared) return `status ${status} is not declared`;
  if (BODYLESS.has(status)) return undefined;
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
  const mediaTypes = declared.content ? Object.keys(declared.content) : ['application/json'];
  if (mediaType && mediaTypes.includes(mediaType)) return undefined;
  return `${status} ${mediaType ?? 'without a media type'} is not declared (${mediaTypes.join(', ') || 'no body'})`;
}

/**
 * For tests (buildApp's `checkDeclaredAnswers`): an API answer that its route's OpenAPI entry
 * does not declare becomes a 500 naming the difference, so the docs cannot drift from what a
 * route does in any suite that calls it.
 */
export const declaredAnswersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const schema = request.routeOptions.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
      if (!schema || schema.hide || !request.url.startsWith('/api/') || reply.statusCode >= 400) return payload;
      const contentType = reply.getHeader('content-type');
      const problem = undeclaredAnswer(
        schema.response,
        reply.statusCode,
        contentType ? String(contentType) : undefined,
      );
      if (!problem) return payload;
      (payload as { destroy?: () => void } | null)?.destroy?.();
      for (const header of ['content-length', 'content-range', 'content-disposition']) reply.removeHeader(header);
      reply.code(500).type('application/json; charset=utf-8');
      return JSON.stringify({
        errors: [`Undeclared answer of ${request.method} ${request.routeOptions.url}: ${problem}`],
      });
    });
  },
  { name: 'declared-answers' },
);
