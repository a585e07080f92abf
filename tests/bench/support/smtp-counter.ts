/**
 * The counting SMTP receiver of smtp-counter-process.mjs as a child process: where it listens, its latest counts as
 * they arrive, and the whole tally of recipients at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface SmtpCount {
  /** Messages carrying the marker, one per recipient. */
  messages: number;
  /** Distinct recipients of those. */
  recipients: number;
  /** Messages without the marker (a sign-in code, another broadcast). */
  others: number;
  /** Date.now() of the first and the latest message. */
  firstAt: number;
  lastAt: number;
}

export interface SmtpCounter {
  url: string;
  latest(): SmtpCount;
  /** Each recipient and how many marked messages it got. */
  tally(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

type Told =
  | ({ kind: 'count' } & SmtpCount)
  | { kind: 'listening'; port: number }
  | { kind: 'tally'; times: [string, number][] };

const SCRIPT = join(import.meta.dirname, 'smtp-counter-process.mjs');

export async function smtpCounter(port: number, marker: string): Promise<SmtpCounter> {
  const child: ChildProcess = fork(SCRIPT, [String(port), marker], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let latest: SmtpCount = { messages: 0, recipients: 0, others: 0, firstAt: 0, lastAt: 0 };
  const waiting: ((times: [string, number][]) => void)[] = [];
  const listening = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP receiver exited (${String(code)})`)));
    child.on('message', (told: Told) => {
      if (told.kind === 'listening') resolve(told.port);
      else if (told.kind === 'count') {
        const { kind: _kind, ...count } = told;
        latest = count;
      } else waiting.shift()?.(told.times);
    });
  });
  const bound = await listening;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    latest: () => latest,
    tally: () =>
      new Promise((resolve) => {
        waiting.push((times) => resolve(new Map(times)));
        child.send({ kind: 'tally' });
      }),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ kind: 'close' });
      }),
  };
}
