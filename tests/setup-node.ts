// The jsdom suite's set-up for its files that run in Node (vite.config.ts): no DOM to clean up and no Testing
// Library to load, only what the app's modules expect of the page's globals.
(globalThis as { __BACKEND__?: string }).__BACKEND__ = 'demo';
