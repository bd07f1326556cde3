import {
  CreatePlanAttachmentSchema,
  CreatePlanAttachmentsSchema,
  PlanAttachmentSchema,
  RenamePlanAttachmentSchema,
} from '@church/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import type { FileStorage } from '../files';
import { createAttachmentsRepository } from './attachments.repository';
import { createAttachmentsService, type AttachmentsService } from './attachments.service';

const tags = ['service-types'];
const params = idParams('Attachment');

export function registerAttachmentRoutes(app: FastifyInstance, service: AttachmentsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/service-types/attachments',
      access: ['Service plans'],
      summary: 'Attach one file (one of our /api/files URLs) or link (http or https) to a plan',
      tags,
      schemas: { body: CreatePlanAttachmentSchema, response: { 201: PlanAttachmentSchema } },
      handler: async (request, reply) => {
        const { serviceTypeId, ...attachment } = request.body;
        const [created] = await service.attach({ serviceTypeId, attachments: [attachment] });
        return reply.code(201).send(created);
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/service-types/attachments/multiple',
      access: ['Service plans'],
      summary: 'Attach the files uploaded one by one to /api/files (and links) to a plan, all or none',
      tags,
      schemas: { body: CreatePlanAttachmentsSchema, response: { 201: v.array(PlanAttachmentSchema) } },
      handler: async (request, reply) => reply.code(201).send(await service.attach(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/service-types/attachments/:id',
      access: ['Service plans'],
      summary: 'Rename an attachment',
      tags,
      schemas: { params, body: RenamePlanAttachmentSchema, response: { 200: PlanAttachmentSchema } },
      handler: (request) => service.rename(request.params.id, request.body.name),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/service-types/attachments/:id',
      access: ['Service plans'],
      summary: 'Remove an attachment; an uploaded file leaves storage with it',
      tags,
      schemas: { params, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}

/** A plan's attachments, for admins and the Service plans action. */
export const planAttachmentsRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  registerAttachmentRoutes(app, createAttachmentsService(createAttachmentsRepository(app.database.db), storage));
};
