/** Every backend the contract suite runs against. The Node server's harnesses join this list. */
import type { BackendHarness, HarnessOptions } from './harness';
import { mirageHarness } from './mirage-harness';

export const BACKENDS: readonly ((options: HarnessOptions) => BackendHarness)[] = [
  (options) => mirageHarness(options),
];
