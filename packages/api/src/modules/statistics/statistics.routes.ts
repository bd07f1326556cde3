import { PeriodQuerySchema, StatisticSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { StatisticKind, StatisticsService } from './statistics.service';

const tags = ['dashboard'];

/** Spec section 7, 'Dashboard': each chart's call keeps the path of its domain. */
const statistics: { url: string; kind: StatisticKind; summary: string }[] = [
  { url: '/users/statistic', kind: 'members', summary: 'New members per day (week, month) or month (year)' },
  {
    url: '/givings/statistic',
    kind: 'givings',
    summary: 'Dollars given per day or month: paid designations not refunded, by the day paid',
  },
  { url: '/requests/statistic', kind: 'prayerRequests', summary: 'Prayer requests sent per day or month' },
  { url: '/comments/statistic', kind: 'comments', summary: 'Comments written per day or month' },
];

/** Admins only (the caller adds the guard). */
export function registerStatisticsRoutes(app: FastifyInstance, service: StatisticsService) {
  for (const { url, kind, summary } of statistics) {
    app.route(
      defineRoute({
        method: 'GET',
        url,
        access: 'admin',
        summary: `${summary}, in the church's time zone, with the previous period's total`,
        tags,
        schemas: { querystring: PeriodQuerySchema, response: { 200: StatisticSchema } },
        handler: (request) => service.of(kind, request.query.period),
      }),
    );
  }
}
