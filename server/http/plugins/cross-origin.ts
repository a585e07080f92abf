import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** CORS_ORIGIN: a console served from another origin may call the API (with its bearer token). Off by default. */
export async function crossOrigin(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // Idempotency-Key: every change the console sends carries one (docs/architecture.md, "When the server is away").
    // If-Match: a change of a client sends back the version it was read at (docs/api.md, "Edits and versions").
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'If-Match'],
    maxAge: 600,
  });
}
