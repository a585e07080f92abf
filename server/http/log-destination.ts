/**
 * Where the server process writes its log (docs/settings.md, "LOG_LEVEL"): standard output, asynchronously. A
 * synchronous write of every request's lines cost about a fifth of a GET at LOG_LEVEL=info; lines
 * now leave off the main thread, in batches while a write is on its way. What is still in memory when the
 * process stops is written out first: main.ts closes the destination on SIGTERM, SIGINT and a fatal error
 * (and pino writes out what is left on exit).
 */
import pino from 'pino';

export interface LogDestination {
  write(line: string): void;
  /**
   * Writes out every line still held, in order (after the write on its way, never past it), closes, then calls
   * `done`. A destination that cannot drain (a stuck pipe) holds the exit for at most `patienceMs`.
   */
  closeThen(done: () => void, patienceMs?: number): void;
}

/** An asynchronous destination on a file descriptor or path (standard output unless told otherwise). */
export function asyncLogDestination(dest: number | string = 1): LogDestination {
  const stream = pino.destination({ dest, sync: false });
  return {
    write: (line) => void stream.write(line),
    closeThen(done, patienceMs = 2_000) {
      const fallback = setTimeout(done, patienceMs);
      stream.once('close', () => {
        clearTimeout(fallback);
        done();
      });
      stream.end();
    },
  };
}
