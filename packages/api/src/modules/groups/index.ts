import type { FastifyPluginAsync } from 'fastify';
import { createGroupsRepository } from './groups.repository';
import { registerGroupReadRoutes, registerGroupWriteRoutes } from './groups.routes';
import { createGroupsService } from './groups.service';

/** Group types and groups: read with the Events or Service plans action, written with Events. */
export const groupsModule: FastifyPluginAsync = async (app) => {
  const service = createGroupsService(createGroupsRepository(app.database.db));
  await app.register(async (read) => {
    registerGroupReadRoutes(read, service);
  });
  await app.register(async (write) => {
    registerGroupWriteRoutes(write, service);
  });
};

export { createGroupsRepository, type GroupsRepository } from './groups.repository';
export { demoGroupsSeed, DEMO_GROUPS } from './groups.seed';
export { groups, groupTypes } from './groups.table';
