/** Every backend the contract suite runs against. The Node server's harnesses join this list. */
import type { BackendHarness } from './harness';
import { mirageHarness } from './mirage-harness';

export const BACKENDS: readonly (() => BackendHarness)[] = [() => mirageHarness()];
