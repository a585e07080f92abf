/**
 * Load on loopback, bounded in time (or in count), and refused unless every answer was a 2xx: a figure that
 * includes refusals or dropped connections measures something other than its label. Driven by autocannon: ab,
 * a C client, cost less CPU per answer but capped the bare-Fastify floor at half of what autocannon drives
 * (docs/performance.md, round four), so it measured itself rather than the floor.
 */
import autocannon from 'autocannon';
import { refuseUnless } from './part';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** One body for every request, or a new one made for each (e.g. an enrolment's email of its own). */
  body?: string | (() => string);
  /** Headers made for each request, on top of `headers` (e.g. an Idempotency-Key of its own). */
  headersEach?: () => Record<string, string>;
  connections: number;
  /** Seconds, unless `amount` bounds the run instead. */
  seconds?: number;
  /** Exactly this many requests, every one answered before the run ends (what a ledger check needs). */
  amount?: number;
}

export interface LoadResult {
  /** Answers per second over the whole run. */
  perSecond: number;
  /** Latency in ms. */
  p99: number;
  median: number;
  /** Answers received, every one a 2xx. */
  answered: number;
  /** Mean bytes per answer (body and headers): a compressed list is far smaller than the raw one. */
  bytesPerAnswer: number;
  /**
   * When the last answer arrived (performance.now()): a run of a fixed count ends only at autocannon's next
   * 1 s tick, so a rate over a counted run is timed to this, never to the run's end.
   */
  lastAnswerAt: number;
}

/** The checks every run passes, whatever drove it. */
function refuseUnlessAllAnswered(options: LoadOptions, answered: number, non2xx: number, errors: string) {
  refuseUnless(non2xx === 0, `${non2xx} of ${answered} answers were not 2xx`);
  refuseUnless(errors === '', errors);
  refuseUnless(answered > 0, 'no answer arrived');
  refuseUnless(
    options.amount === undefined || answered === options.amount,
    `${answered} of the ${options.amount} requests were answered`,
  );
}

/** autocannon's per-request hook: the request's own body and headers. */
const eachRequest =
  ({ body, headers = {}, headersEach }: LoadOptions) =>
  (request: autocannon.Request): autocannon.Request => ({
    ...request,
    body: typeof body === 'function' ? body() : body,
    headers: { ...headers, ...(headersEach ? headersEach() : {}) },
  });

export async function load(options: LoadOptions): Promise<LoadResult> {
  let lastAnswerAt = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(typeof options.body === 'function' || options.headersEach
          ? { requests: [{ setupRequest: eachRequest(options) }] }
          : { body: options.body }),
        connections: options.connections,
        ...(options.amount === undefined ? { duration: options.seconds ?? 5 } : { amount: options.amount }),
        timeout: 30,
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  const answered = result['2xx'] + result.non2xx;
  const errors =
    result.errors === 0 ? '' : `${result.errors} connection errors (${result.timeouts} timeouts)`;
  refuseUnlessAllAnswered(options, answered, result.non2xx, errors);
  return {
    perSecond: answered / result.duration,
    p99: result.latency.p99,
    median: result.latency.p50,
    answered,
    bytesPerAnswer: result.throughput.total / answered,
    lastAnswerAt,
  };
}

/**
 * Requests sent and checked before a rate is timed: the server's pool opens its connections (each a SCRAM
 * sign-in to PostgreSQL) and its code warms up, as pgbench's rate leaves out its connections' set-up. Without
 * it a GET run that follows the pgbench rows began on a pool that had closed its idle connections.
 */
export const WARM_UP_REQUESTS = 2_000;

/** `options`' run, after WARM_UP_REQUESTS of the same request, untimed. */
export async function loadWarm(options: LoadOptions): Promise<LoadResult> {
  const { seconds: _timed, ...request } = options;
  await load({ ...request, amount: WARM_UP_REQUESTS });
  return load(options);
}
