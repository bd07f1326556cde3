import {
  pageQuerySchema,
  pageSizes,
  PostListSchema,
  PostPageQuerySchema,
  PostSchema,
  PostSummarySchema,
  SavePostSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import type { PostsService } from './posts.service';

const tags = ['posts'];
const params = idParams('Post');
const summaries = v.array(PostSummarySchema);
const HeadingQuerySchema = v.object({
  // Bounded: a common word must not answer every post of the church's history.
  ...pageQuerySchema(pageSizes.postSearchLimit, pageSizes.postSearchLimit).entries,
  heading: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search max length is 200 characters')), ''),
});

/** Anyone. */
export function registerPostReadRoutes(app: FastifyInstance, service: PostsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/paginated-posts',
      access: 'public',
      summary: 'Posts (without items), newest first, a page at a time (skip, take = 6)',
      tags,
      schemas: { querystring: PostPageQuerySchema, response: { 200: PostListSchema } },
      handler: (request) => service.page(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/posts',
      access: 'public',
      summary: 'Every post (without items), newest first',
      tags,
      schemas: { response: { 200: summaries } },
      handler: () => service.all(),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/posts/highlighted',
      access: 'public',
      summary: 'The posts in highlighted rows 1-3, by row',
      tags,
      schemas: { response: { 200: summaries } },
      handler: () => service.highlighted(),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/posts/by-heading',
      access: 'public',
      summary: 'Posts whose heading contains `heading` (any case), newest first, at most `take` (50) from `skip`',
      tags,
      schemas: { querystring: HeadingQuerySchema, response: { 200: summaries } },
      handler: (request) => service.byHeading(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/posts/:id',
      access: 'public',
      summary: 'One post with its items in order; 404 when there is none',
      tags,
      schemas: { params, response: { 200: PostSchema } },
      handler: (request) => service.get(request.params.id),
    }),
  );
}

/** Admins and holders of the Post upload action. */
export function registerPostWriteRoutes(app: FastifyInstance, service: PostsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/posts/edit/:id',
      access: ['Post upload'],
      summary: 'One post to edit',
      tags,
      schemas: { params, response: { 200: PostSchema } },
      handler: (request) => service.get(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/posts',
      access: ['Post upload'],
      summary: 'Create a post; a rowPosition takes that highlighted row from any other post',
      tags,
      schemas: { body: SavePostSchema, response: { 201: PostSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/posts/:id',
      access: ['Post upload'],
      summary: 'Replace a post and its items',
      tags,
      schemas: { params, body: SavePostSchema, response: { 200: PostSchema } },
      handler: (request) => service.update(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/posts/:id',
      access: ['Post upload'],
      summary: 'Delete a post and its items',
      tags,
      schemas: { params, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
