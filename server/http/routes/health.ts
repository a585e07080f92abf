/** For load balancers and orchestrators: alive (the process answers) and ready (the database answers). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { errorBody } from '../error-answer';

export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping();
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send(errorBody('The database is not reachable.'));
    }
  });
}
