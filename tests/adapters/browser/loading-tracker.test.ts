import { describe, expect, it, vi } from 'vitest';
import { createLoadingTracker } from '../../../src/adapters/browser/loading-tracker';

describe('the loading tracker', () => {
  it('is off at first, on while a request runs, and off once every request ended', () => {
    const tracker = createLoadingTracker();
    expect(tracker.isLoading()).toBe(false);
    const endA = tracker.begin();
    const endB = tracker.begin();
    endA();
    expect(tracker.isLoading()).toBe(true);
    endB();
    expect(tracker.isLoading()).toBe(false);
  });

  it('announces only the changes', () => {
    const tracker = createLoadingTracker();
    const listener = vi.fn();
    tracker.subscribe(listener);
    const endA = tracker.begin();
    const endB = tracker.begin();
    endA();
    endB();
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores a second end of the same request', () => {
    const tracker = createLoadingTracker();
    const endA = tracker.begin();
    tracker.begin();
    endA();
    endA();
    expect(tracker.isLoading()).toBe(true);
  });

  it('stops telling a listener that unsubscribed', () => {
    const tracker = createLoadingTracker();
    const listener = vi.fn();
    tracker.subscribe(listener)();
    tracker.begin();
    expect(listener).not.toHaveBeenCalled();
  });
});
