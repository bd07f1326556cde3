import {
  CreateVideoSchema,
  UpdateVideoSchema,
  VideoByNameQuerySchema,
  VideoFiltersSchema,
  VideoListSchema,
  VideoPageQuerySchema,
  VideoSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import type { VideosService } from './videos.service';

const tags = ['videos'];
const params = idParams('Video');

/** Anyone. */
export function registerVideoReadRoutes(app: FastifyInstance, service: VideosService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/paginated-videos',
      access: 'public',
      summary:
        'Videos, newest first, a page at a time (skip, take = 6); narrowed by name (any case), series or speaker; a series oldest first',
      tags,
      schemas: { querystring: VideoPageQuerySchema, response: { 200: VideoListSchema } },
      handler: (request) => service.page(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/videos',
      access: 'public',
      summary: 'Every video, newest first',
      tags,
      schemas: { response: { 200: v.array(VideoSchema) } },
      handler: () => service.all(),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/videos/home',
      access: 'public',
      summary: 'The videos shown on the home page (at most 3, newest first)',
      tags,
      schemas: { response: { 200: v.array(VideoSchema) } },
      handler: () => service.home(),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/videos/filters',
      access: 'public',
      summary: 'Every series and speaker of the videos, each once, alphabetically',
      tags,
      schemas: { response: { 200: VideoFiltersSchema } },
      handler: () => service.filters(),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/videos/by-name',
      access: 'public',
      summary: 'Videos whose name contains `name` (any case), newest first (take = 4)',
      tags,
      schemas: { querystring: VideoByNameQuerySchema, response: { 200: v.array(VideoSchema) } },
      handler: (request) => service.byName(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/videos/:id',
      access: 'public',
      summary: 'One video; 404 when there is none',
      tags,
      schemas: { params, response: { 200: VideoSchema } },
      handler: (request) => service.get(request.params.id),
    }),
  );
}

/** Admins and holders of the Video upload action. */
export function registerVideoWriteRoutes(app: FastifyInstance, service: VideosService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/videos',
      access: ['Video upload'],
      summary: 'Add a video: an uploaded file (/api/files/...) or an https embed link',
      tags,
      schemas: { body: CreateVideoSchema, response: { 201: VideoSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/videos/:id',
      access: ['Video upload'],
      summary: "Change a video's name, speaker, series, scripture and description",
      tags,
      schemas: { params, body: UpdateVideoSchema, response: { 200: VideoSchema } },
      handler: (request) => service.update(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/videos/:id',
      access: ['Video upload'],
      summary: 'Delete a video and its comments',
      tags,
      schemas: { params, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/videos/toggle-home-visibility/:id',
      access: ['Video upload'],
      summary: 'Show the video on the home page, or stop showing it',
      tags,
      schemas: { params, response: { 200: VideoSchema } },
      handler: (request) => service.toggleHomeVisibility(request.params.id),
    }),
  );
}
