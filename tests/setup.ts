import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only detects Jest's fake timers; let it advance Vitest's.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

(globalThis as { __BACKEND__?: string }).__BACKEND__ = 'demo';

// findBy/waitFor give up after 1 s by default: beside the browser suite on two cores a render can take longer
// (the broadcasts page's Retry case failed so under load). A missing element still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
