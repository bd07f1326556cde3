import type { FastifyRequest } from 'fastify';

/**
 * audit: second-factor reset. The audit log (issue 29) records here who reset whose second
 * factor, when and from where; until it exists this writes the same facts to the request's log.
 */
export async function recordSecondFactorReset(request: FastifyRequest, memberId: string): Promise<void> {
  request.log.info(
    { event: 'second-factor-reset', by: request.user?.id, memberId, ip: request.ip },
    'second factor reset',
  );
}
