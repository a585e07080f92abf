/** One backend of the contract suite as it registers its cases (see backends.ts). */
import { describe } from 'vitest';
import type { BackendHarness, HarnessOptions } from './harness';

export interface BackendLeg {
  /** Registers `body` for this backend under `title`, or (a database this run lacks) skips or fails it. */
  describe(title: string, options: HarnessOptions, body: (harness: BackendHarness) => void): void;
}

/** A leg that always runs, titled with its harness's name. */
export const plainLeg = (create: (options: HarnessOptions) => BackendHarness): BackendLeg => ({
  describe(title, options, body) {
    const harness = create(options);
    describe(`${title} [${harness.name}]`, () => body(harness));
  },
});
