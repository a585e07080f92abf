/**
 * No work for strangers (docs/security.md, "Uploads"): a multipart form — the import's file, a photo — is read
 * as it arrives, by the route itself, so its route judges the bearer token first and a caller without a good
 * one is answered before a byte of the form is read. A compressed form is refused too: the multipart parser
 * reads the bytes as sent, and a gzip form would never make sense to it.
 */
import type { FastifyRequest } from 'fastify';
import type { Backend } from '../../../src/backend/backend';
import { bearerOf } from '../../../src/backend/input/bearer';
import type { BackendRoute, JsonAnswer } from '../../../src/backend/wire';
import { errorBody } from '../error-answer';
import { takesNoBody } from './backend-request';

export const COMPRESSED_FORM = 'A form upload cannot be compressed: send it without Content-Encoding.';

const isCompressed = (encoding: string | undefined): boolean =>
  encoding !== undefined && !/^\s*(identity)?\s*$/i.test(encoding);

/** The refusal of an upload before its body is read, or null to read it. */
export async function refusedUpload(
  backend: Backend,
  route: BackendRoute,
  request: FastifyRequest,
): Promise<JsonAnswer | null> {
  if (takesNoBody(route) || !request.isMultipart()) return null;
  const refusal = await backend.admit(route, bearerOf(request.headers.authorization));
  if (refusal) return refusal;
  return isCompressed(request.headers['content-encoding'])
    ? { status: 415, body: errorBody(COMPRESSED_FORM) }
    : null;
}
