// @vitest-environment jsdom
// A prerendered page's boot script runs the entry module after the first contentful paint and the load event
// (the frame with the page's images comes first), at once where no paint will come, and after a fallback delay
// at the latest.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FALLBACK_MS, entryScript, pageBoot } from '../../../scripts/prerender/page-boot';

type Entries = { getEntriesByName: (name: string) => unknown[] };
let observe: ((list: Entries) => void) | null = null;
class FakeObserver {
  constructor(callback: (list: Entries) => void) {
    observe = callback;
  }
  observe() {}
}
const paint = (name: string) => observe?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
const started = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const visibility = (state: string) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
const readyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
const run = () => window.eval(pageBoot('/assets/index-1.js').text);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  observe = null;
  visibility('visible');
  readyState('complete');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe('a prerendered page’s boot script', () => {
  it('runs the entry once the first contentful paint is shown, not before, and once', () => {
    run();
    paint('first-paint');
    expect(started()).toEqual([]);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    vi.advanceTimersByTime(BOOT_FALLBACK_MS);
    expect(started()).toEqual(['/assets/index-1.js']);
    expect(document.head.querySelector('script')?.getAttribute('crossorigin')).toBe('');
  });

  it('waits for the load event when the first paint comes before it: the page’s images are shown first', () => {
    readyState('interactive');
    run();
    paint('first-contentful-paint');
    expect(started()).toEqual([]);
    readyState('complete');
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(BOOT_FALLBACK_MS);
    expect(started()).toEqual(['/assets/index-1.js']);
  });

  it('runs it on the first paint when the page has already loaded, not on the load event alone', () => {
    readyState('interactive');
    run();
    readyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    paint('first-contentful-paint');
    expect(started()).toEqual(['/assets/index-1.js']);
  });

  it('runs it at once in a hidden tab, where no paint comes', () => {
    visibility('hidden');
    run();
    expect(started()).toEqual(['/assets/index-1.js']);
  });

  it('runs it after the fallback delay when no paint is reported', () => {
    run();
    vi.advanceTimersByTime(BOOT_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/assets/index-1.js']);
  });

  it('takes the entry from the built shell, which must have exactly one', () => {
    const shell = '<script type="module" crossorigin src="/assets/index-9.js"></script>';
    expect(entryScript(shell)).toBe('/assets/index-9.js');
    expect(() => entryScript(shell + shell)).toThrow(/2 module scripts/);
  });
});
