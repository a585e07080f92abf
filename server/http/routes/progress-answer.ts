/**
 * The import's answer as progress lines (src/backend/progress-lines.ts), written as the core reports rows: the
 * headers go with the first line, so a long import shows signs of life long before its answer. A fault once
 * lines are out (nothing committed: the transaction rolled back) ends them with the 500 answer the error
 * handler would have given, its details in the log, as the demo host does.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { SERVER_FAULT } from '../../../src/backend/answers';
import { answerLine, progressLine, PROGRESS_LINES_TYPE } from '../../../src/backend/progress-lines';
import type { BackendAnswer, BackendRequest } from '../../../src/backend/wire';
import { isDownload } from '../../../src/backend/wire';

export async function progressAnswer(
  reply: FastifyReply,
  request: BackendRequest,
  handle: (request: BackendRequest) => Promise<BackendAnswer>,
): Promise<FastifyReply> {
  const lines = new PassThrough();
  let open = false;
  const write = (line: string) => {
    if (!open) {
      open = true;
      void reply.code(200).header('content-type', `${PROGRESS_LINES_TYPE}; charset=utf-8`).send(lines);
    }
    lines.write(line);
  };
  let answer: BackendAnswer;
  try {
    answer = await handle({ ...request, progress: (rows) => write(progressLine(rows)) });
  } catch (error) {
    if (!open) throw error;
    reply.log.error({ err: error }, 'request failed');
    answer = SERVER_FAULT;
  }
  if (isDownload(answer)) throw new Error('An import answers JSON, never a file.');
  write(answerLine(answer));
  lines.end();
  return reply;
}
