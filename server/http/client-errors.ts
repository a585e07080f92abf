/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers past 16 KB, bytes that are not HTTP,
 * a request too slow to arrive): answered as JSON like every other refusal, `{ type: 'error', message }`,
 * instead of Fastify's own shape, then the connection closes.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './error-answer';

const ANSWERS: Record<string, readonly [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};
const UNREADABLE = [400, 'The request could not be read.'] as const;

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = ANSWERS[error.code ?? ''] ?? UNREADABLE;
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
