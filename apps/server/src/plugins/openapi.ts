import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: JSON at /api/docs/json, a page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Canasta shop API',
        description: 'API de la tienda Canasta. Errores: { message, code, errors? } en español.',
        version: '1.0.0',
      },
      tags: [
        { name: 'catalogue', description: 'Stores, products, categories, collections, banners' },
        { name: 'settings', description: 'Shop-wide settings' },
        {
          name: 'places',
          description: "Postal codes (SEPOMEX's catalogue) and the state at a point",
        },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
