import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only detects Jest's fake timers; let it advance Vitest's.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

(globalThis as { __BACKEND__?: string }).__BACKEND__ = 'demo';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
