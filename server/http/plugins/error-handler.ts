/**
 * Every error answer is `{ type: 'error', message }`. What a client caused (too large, wrong type, too many
 * tries) is a 4xx in words; anything else is a 500 whose details stay in the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_FAULT } from '../../../src/backend/answers';
import { CLIENT_ERROR_MESSAGES, errorBody } from '../error-answer';

const statusOf = (error: FastifyError): number =>
  error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
    ? error.statusCode
    : 500;

/** One answer for every error, whether a handler threw it or the router met it (a bad %-escape, a long id). */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status === 500) {
    // The details stay in the log: the client learns only that the fault was ours.
    request.log.error({ err: error }, 'request failed');
    return reply.code(SERVER_FAULT.status).send(SERVER_FAULT.body);
  }
  return reply.code(status).send(errorBody(CLIENT_ERROR_MESSAGES[error.code] ?? error.message));
}

export function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
