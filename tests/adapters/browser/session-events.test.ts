import { describe, expect, it, vi } from 'vitest';
import { createSessionEvents } from '../../../src/adapters/browser/session-events';
import { systemClock } from '../../../src/adapters/browser/system-clock';

describe('the session events', () => {
  it('tell every listener that the session expired, until they unsubscribe', () => {
    const events = createSessionEvents();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = events.onExpired(first);
    events.onExpired(second);
    events.raiseExpired();
    stopFirst();
    events.raiseExpired();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});

describe('the system clock', () => {
  it('reads the current time', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    expect(systemClock.now()).toBe(Date.parse('2026-03-01T12:00:00Z'));
    vi.useRealTimers();
  });
});
