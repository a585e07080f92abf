import type { BackendClock } from '../../src/backend/ports';

export const systemClock: BackendClock = { now: () => Date.now() };
