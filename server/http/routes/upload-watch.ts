/**
 * An import's upload is judged by its progress, not by a wall clock (docs/api.md, "Time limits"): a 20 MB file
 * on a slow link may take minutes and is never cut off while bytes keep arriving; one that sends nothing for
 * the idle limit is stalled. The socket's byte count is read on a timer (a 'data' listener would start the
 * request flowing before the multipart parser is attached). Time the server spends not reading (the parser
 * paused while the rows are written) never counts against the client.
 */
import type { IncomingMessage } from 'node:http';

/** Requests whose upload stalled: they answer with `Connection: close`, so the idle client is let go. */
const stalled = new WeakSet<IncomingMessage>();
export const uploadStalled = (request: IncomingMessage): boolean => stalled.has(request);

/** Calls `onStall` once when no byte arrived for `idleMs` while the server was reading; answers the stop. */
export function watchUpload(request: IncomingMessage, idleMs: number, onStall: () => void): () => void {
  const { socket } = request;
  let seen = socket.bytesRead;
  let since = Date.now();
  const timer = setInterval(
    () => {
      const now = Date.now();
      if (request.complete) return stop();
      if (socket.bytesRead !== seen || request.readableFlowing !== true) {
        seen = socket.bytesRead;
        since = now;
      } else if (now - since >= idleMs) {
        stop();
        stalled.add(request);
        onStall();
      }
    },
    Math.max(25, Math.round(idleMs / 10)),
  );
  timer.unref();
  function stop(): void {
    clearInterval(timer);
  }
  return stop;
}
