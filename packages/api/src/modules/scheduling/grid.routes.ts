import { GridAutoFillProposalSchema, GridQuerySchema, SchedulingGridSchema } from '@church/contracts';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { GridService } from './grid.service';

/** The scheduler's grid: positions × the next dated plans (the Service plans action). */
export function registerGridRoutes(app: FastifyInstance, grid: GridService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/grid',
      access: ['Service plans'],
      summary:
        'The next dated plans from today (church clock) after `skip`, and for each team position by name who is scheduled on each and their answer',
      tags: ['scheduling'],
      schemas: { querystring: GridQuerySchema, response: { 200: SchedulingGridSchema } },
      handler: (request) => grid.grid(request.query.skip),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/grid/auto-fill',
      access: ['Service plans'],
      summary:
        "People proposed for the open slots of every plan on the grid's page at once (`skip` as the grid's): fair rotation across the plans, respecting blockouts, double bookings, monthly maximums and households (nothing is saved)",
      tags: ['scheduling'],
      schemas: { querystring: GridQuerySchema, response: { 200: v.array(GridAutoFillProposalSchema) } },
      handler: (request) => grid.autoFill(request.query.skip),
    }),
  );
}
