/** GET /api/openapi.json: the OpenAPI 3.1 document generated from the contract (docs/api.md), public and cached. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract';
import { apiDocument } from '../../../src/backend/api-document';

/** Made once: it changes only with the code, and then the server restarts. */
let document: string | null = null;

export function openApiRoute(api: FastifyInstance): void {
  api.get(`/${API.getOpenApi.path}`, async (_request, reply) => {
    document ??= JSON.stringify(apiDocument());
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(document);
  });
}
