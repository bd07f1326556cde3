import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dataException } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { requestLanguage, translateError } from '../lib/i18n';
import { loggableError } from '../lib/loggable-error';

/**
 * The JSON 404 for anything no route (and, on the site, no file) answers. Installed by app.ts
 * (or wrapped by the site plugin, whose SPA fallback comes first).
 */
export function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.code(404).send({ errors: [`Route ${request.method} ${path} not found`] });
}

/**
 * Every failure leaves as `{ errors: [...] }` with a real status. Client mistakes (4xx,
 * including Fastify's own: malformed JSON, body too large, wrong content type) keep their
 * message; a value the database refused is a 400 (logged as a warning: a contract let it by);
 * anything else is logged and answered with a generic 500, never a stack trace. Messages are
 * answered in the requester's language (lib/i18n/request-language.ts); logs stay English.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const language = requestLanguage(request);
      const inLanguage = (messages: string[]) => messages.map((message) => translateError(language, message));
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ error: loggableError(error) }, error.message);
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ errors: inLanguage(error.messages) });
      }
      const refused = dataException(error);
      if (refused) {
        // The code and the route only: PostgreSQL's message quotes the value it refused.
        request.log.warn({ sqlState: refused.code }, 'the database refused a value the contract let by');
        return reply.code(400).send({ errors: inLanguage([refused.message]) });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ error: loggableError(error) }, 'request failed');
        return reply.code(status).send({ errors: inLanguage(['Internal Server Error']) });
      }
      return reply.code(status).send({ errors: inLanguage([error.message]) });
    });
  },
  { name: 'errors' },
);
