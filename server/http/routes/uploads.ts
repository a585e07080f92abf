/** Profile photos for `<img>`: no token (the id is unguessable), their own type, nosniff, cached for good. */
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../../db/database';
import { uploadById } from '../../store/uploads';
import { isUploadId } from '../../uploads/upload-url';
import { errorBody } from '../error-answer';
import { API } from '../../../src/contract';

export function uploadRoutes(api: FastifyInstance, sql: Sql): void {
  api.get<{ Params: { id: string } }>(`/${API.getUpload.path}`, async (request, reply) => {
    // An id that cannot be ours is never looked up (a NUL would fail the query itself).
    const { id } = request.params;
    const upload = isUploadId(id) ? await uploadById(sql, id) : null;
    if (!upload) return reply.code(404).send(errorBody('This photo does not exist (any more).'));
    // A replaced photo gets a new id, so what is served at one id never changes.
    return reply
      .header('content-type', upload.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(upload.bytes));
  });
}
