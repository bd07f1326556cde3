import { StatesResponseSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { EnumerationsService } from './enumerations.service';

export function registerEnumerationsRoutes(app: FastifyInstance, service: EnumerationsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/enumerations/states',
      access: 'public',
      summary: 'US states and the District of Columbia, sorted by name',
      tags: ['enumerations'],
      schemas: { response: { 200: StatesResponseSchema } },
      handler: () => service.listStates(),
    }),
  );
}
