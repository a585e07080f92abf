/**
 * Runs a contract file once per backend in BACKENDS: `describeEachBackend('points', (b) => { it(…) })`.
 * Each case starts from the seed, signed out, with an empty mailbox and the clock at real time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { DemoServerOptions } from '../../../../src/adapters/mirage';
import { BACKENDS, HOSTS_DEMO } from './backends';
import { connect, type Connection } from './connection';
import type { BackendHarness, HarnessOptions } from './harness';
import { mirageHarness, type MirageHarness } from './mirage-harness';
import { answerProblems } from './openapi-answers';

/** The hooks every contract file shares, around its cases. */
function withHarness<H extends BackendHarness>(harness: H, cases: (b: Connection, h: H) => void): void {
  const connection = connect(harness);
  beforeAll(() => harness.start());
  afterAll(() => harness.stop());
  // Every answer this file's cases saw validates against the OpenAPI document generated from the contract.
  afterAll(async () => {
    await connection.answers.settled();
    expect(answerProblems(connection.answers.seen, harness.apiBase)).toEqual([]);
  });
  beforeEach(async () => {
    await harness.reset();
    connection.clear();
  });
  cases(connection, harness);
}

/** `options` lower the core's limits on every host alike (see HarnessOptions). */
export function describeEachBackend(
  title: string,
  cases: (b: Connection) => void,
  options: HarnessOptions = {},
): void {
  for (const leg of BACKENDS) leg.describe(title, options, (harness) => withHarness(harness, cases));
}

/**
 * For what only the browser demo has: its test knobs, persistence, sizes and Reset demo data. Say so in the
 * title. They run in the suite that hosts the demo (backends.ts), nowhere else.
 */
export function describeDemoOnly(
  title: string,
  cases: (b: Connection, demo: MirageHarness) => void,
  options: Partial<DemoServerOptions> = {},
): void {
  if (!HOSTS_DEMO) return;
  const harness = mirageHarness(options);
  describe(`${title} (demo only) [${harness.name}]`, () => withHarness(harness, cases));
}
