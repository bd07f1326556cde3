import type { FastifyPluginAsync } from 'fastify';
import { createGroupsRepository } from './groups.repository';
import { registerGroupReadRoutes, registerGroupWriteRoutes } from './groups.routes';
import { createGroupsService } from './groups.service';
import type { ApiModule } from '../api-module';
import * as groupsTables from './groups.table';
import { demoGroupsSeed } from './groups.seed';

/** Group types and groups: read with the Events or Service plans action, written with Events. */
const groupsPlugin: FastifyPluginAsync = async (app) => {
  const service = createGroupsService(createGroupsRepository(app.database.db));
  await app.register(async (read) => {
    registerGroupReadRoutes(read, service);
  });
  await app.register(async (write) => {
    registerGroupWriteRoutes(write, service);
  });
};

export { createGroupsRepository, type GroupsRepository } from './groups.repository';
export { DEMO_GROUPS } from './groups.seed';

export const groupsModule: ApiModule = {
  name: 'groups',
  needs: ['users'],
  tables: groupsTables,
  seeds: () => [demoGroupsSeed],
  routes: (api) => api.register(groupsPlugin),
};
export * from './groups.table';
