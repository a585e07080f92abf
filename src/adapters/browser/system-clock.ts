import type { Clock } from '../../application/ports/clock';

/** The real time. Tests pass a fixed clock instead. */
export const systemClock: Clock = { now: () => Date.now() };
