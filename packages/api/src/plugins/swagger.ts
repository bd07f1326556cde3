import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { declareAccessOfPluginRoutes } from './route-access';

/** OpenAPI built from each route's schemas; the UI's assets ship in the package (offline). */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Church app API', version: '0.1.0' },
      },
    });
    // The docs describe only what anyone may call anyway.
    await app.register(async (docs) => {
      declareAccessOfPluginRoutes(docs, 'public');
      await docs.register(swaggerUi, {
        routePrefix: '/api/docs',
        // A CSP with hashes for the UI's own inline code, so helmet's strict default allows it.
        staticCSP: true,
      });
    });
  },
  { name: 'swagger' },
);
