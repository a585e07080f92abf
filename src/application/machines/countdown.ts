/** The one-second ticker the code and success steps invoke; it stops when the state that invoked it exits. */
import { fromCallback } from 'xstate';

export const TICK_MS = 1000;

export interface TickEvent {
  type: 'TICK';
}

export const ticker = fromCallback<{ type: 'NEVER' }>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'TICK' } satisfies TickEvent), TICK_MS);
  return () => clearInterval(id);
});
