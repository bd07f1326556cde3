import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AuthUser } from '../../lib/access-tokens';
import { isAdmin } from '../../lib/permissions';
import { defineRoute, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { LiveViewer } from '../live';
import { PRAYER_TOPIC } from './prayer-requests.live';

const eventId = v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Last event id is invalid'), v.transform(Number)));

/** Admins see every request's events; members their own. */
const viewerOf = (user: AuthUser): LiveViewer => ({ userId: user.id, isAdmin: isAdmin(user) });

const EventsQuerySchema = v.object({
  /** EventSource cannot send an Authorization header: the access token comes here instead. */
  accessToken: v.optional(v.string()),
  /** For a new EventSource (after a token refresh), which cannot set Last-Event-ID itself. */
  lastEventId: eventId,
});

/** GET /api/requests/events: the prayer pages' server-sent events (bearer header or `?accessToken=`). */
export function registerPrayerEventsRoute(app: FastifyInstance) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/requests/events',
      access: 'signed-in',
      tokenInQuery: true,
      summary:
        'Server-sent events (text/event-stream) for the prayer pages: `message` (a Message) and `request` ' +
        '({requestId, change: created|answered|reopened}) of your own requests, or of all for admins. The token ' +
        'may come as ?accessToken= because EventSource sends no headers; Last-Event-ID (or ?lastEventId=) ' +
        'replays what was missed (a day at most); a comment every 25 s; the stream ends when the token expires, ' +
        'when its session ends or when the rights it opened with change',
      tags: ['prayer requests'],
      schemas: {
        querystring: EventsQuerySchema,
        response: { 200: fileAnswer('The event stream', 'text/event-stream') },
      },
      handler: async (request, reply) => {
        const user = currentUser(request);
        const { sessionId } = request;
        const header = v.safeParse(eventId, request.headers['last-event-id']);
        await app.live.stream(reply, {
          topic: PRAYER_TOPIC,
          viewer: viewerOf(user),
          // Before each event: a signed-out or demoted viewer's stream closes instead.
          viewerNow: async () => {
            const now = await app.sessionGuard.resolve(sessionId, user.id);
            return now ? viewerOf(now) : null;
          },
          lastEventId: request.query.lastEventId ?? (header.success ? header.output : undefined),
          expiresAt: request.tokenExpiresAt,
        });
      },
    }),
  );
}
