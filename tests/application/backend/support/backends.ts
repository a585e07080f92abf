/**
 * Every backend the contract suite runs against, by the suite that runs it: the jsdom suite hosts the browser
 * demo (Mirage answers the DOM's fetch), the Node server suite (vitest.server.config.ts, which provides
 * `contractHost: 'server'`) runs the server on PGlite and on PostgreSQL. To add a host, write a
 * `BackendHarness` (harness.ts) and list its leg here or in server-legs.ts.
 */
import { inject } from 'vitest';
import { plainLeg, type BackendLeg } from './legs';
import { mirageHarness } from './mirage-harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the Node server suite: the contract files run there against the server instead of the demo. */
    contractHost?: 'server';
  }
}

/** Whether this suite hosts the browser demo (and so its demo-only cases). */
export const HOSTS_DEMO = inject('contractHost') !== 'server';

export const BACKENDS: readonly BackendLeg[] = HOSTS_DEMO
  ? [plainLeg((options) => mirageHarness(options))]
  : (await import('./server-legs')).SERVER_LEGS;
