import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import type { AuditLog } from '../audit';
import type { TwoFactorService } from './two-factor.service';

const ResetParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid('Member id is invalid')) });

/** Admins only: a member who lost their phone gets back in. */
export function registerTwoFactorResetRoutes(app: FastifyInstance, twoFactor: TwoFactorService, audit: AuditLog) {
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/users/:id/two-step',
      access: 'admin',
      summary: "Reset a member's second factor: the authenticator, its recovery codes and remembered devices go",
      tags: ['users'],
      schemas: { params: ResetParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        const removed = await twoFactor.reset(request.params.id);
        if (removed) {
          const id = request.params.id;
          await audit.record({ action: 'second-factor.reset', subject: { type: 'user', id }, aboutMember: id });
        }
        return reply.code(204).send();
      },
    }),
  );
}
