import {
  PopularSongsQuerySchema,
  PopularSongsSearchQuerySchema,
  SongSearchQuerySchema,
  SongSelectQuerySchema,
  WrappedSongsSchema,
} from '@church/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { SongsService } from './songs.service';

const tags = ['songs'];
const response = { 200: WrappedSongsSchema };

/** The text as a JSON string: Fastify would send a bare string as text/plain, unquoted. */
async function wrapped(reply: FastifyReply, text: Promise<string>) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(await text));
}

/** Holders of Service plans and admins (the caller adds the guard). Every answer is wrapped text. */
export function registerSongsRoutes(app: FastifyInstance, service: SongsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/songs/search',
      access: ['Service plans'],
      summary:
        "Songs whose title, artist (author or composer) or lyrics (a hymn's first line) hold the query; 10 a page. The provider's JSON as a string: message.header.available is the total, message.body.track_list the page",
      tags,
      schemas: { querystring: SongSearchQuerySchema, response },
      handler: (request, reply) => wrapped(reply, service.search(request.query)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/songs/select',
      access: ['Service plans'],
      summary: "One song's data as the provider's JSON string (message.body.track)",
      tags,
      schemas: { querystring: SongSelectQuerySchema, response },
      handler: (request, reply) => wrapped(reply, service.select(request.query.songId)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/songs/popular',
      access: ['Service plans'],
      summary: 'The songs plans use most (each track has `uses`), ties by title; 10 a page, wrapped as a search',
      tags,
      schemas: { querystring: PopularSongsQuerySchema, response },
      handler: (request, reply) => wrapped(reply, service.popular(request.query)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/songs/popular/search',
      access: ['Service plans'],
      summary: 'Popular songs whose title in the plans holds the query; 10 a page, wrapped as a search',
      tags,
      schemas: { querystring: PopularSongsSearchQuerySchema, response },
      handler: (request, reply) => wrapped(reply, service.searchPopular(request.query)),
    }),
  );
}
