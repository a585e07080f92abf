// Sequential rounds of scripts before a page's first API call, from Chromium's own network events (CDP): a round
// is the scripts whose request starts after every response of the round before it ended. A page whose chunks
// are each discovered by the one before them pays one round trip per step before it can ask for its data.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export interface ScriptRequest {
  url: string;
  /** Wall-clock ms (CDP's monotonic timestamps mapped onto the wall clock with each request's own wallTime). */
  start: number;
  end: number;
}

export interface ScriptRounds {
  /** Rounds of scripts requested before the first API call, in order; each a list of paths. */
  rounds: string[][];
  /** Scripts requested before the first API call. */
  scripts: number;
  /** The first API call's path, and when it started (wall-clock ms). */
  firstCall: { path: string; at: number };
}

/** Groups requests into rounds: a request starting after all of the current round's ended opens the next. */
export function roundsOf(requests: readonly ScriptRequest[]): ScriptRequest[][] {
  const rounds: ScriptRequest[][] = [];
  let current: ScriptRequest[] = [];
  let currentEnd = -Infinity;
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    if (current.length > 0 && request.start > currentEnd) {
      rounds.push(current);
      current = [];
    }
    current.push(request);
    currentEnd = Math.max(currentEnd, request.end);
  }
  if (current.length > 0) rounds.push(current);
  return rounds;
}

const API = /\/api\//;

/**
 * The demo's API calls never reach the network (its fake backend answers inside the page): the moment the app
 * first calls `fetch` on /api/ is noted in the page, whichever `fetch` it calls (the fake backend installs its
 * own over the browser's; the property keeps wrapping whatever is set).
 */
function noteFirstApiCall(): void {
  const note = (url: string) => {
    const seen = window as unknown as { __firstApiCall?: { path: string; at: number } };
    if (/\/api\//.test(url) && !seen.__firstApiCall)
      seen.__firstApiCall = { path: new URL(url, location.href).pathname, at: Date.now() };
  };
  const wrap = (fetcher: typeof fetch): typeof fetch =>
    function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      note(input instanceof Request ? input.url : String(input));
      return fetcher.call(this, input, init);
    };
  let current = wrap(window.fetch);
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get: () => current,
    set: (next: typeof fetch) => void (current = wrap(next)),
  });
}

interface Pending {
  url: string;
  start: number;
  offset: number;
  script: boolean;
}

export interface RoundsOptions {
  /** The context's storage (a signed-in session) and anything else it starts with. */
  context?: BrowserContextOptions;
  /** Runs on a same-origin page before the URL is opened (storage, stubbed answers). */
  prepare?(page: Page): Promise<void>;
}

/** Opens `url` in a fresh context (cold cache) and counts the script rounds before its first API call. */
export async function scriptRounds(
  browser: Browser,
  url: string,
  options: RoundsOptions = {},
): Promise<ScriptRounds> {
  const context = await browser.newContext(options.context);
  try {
    await context.addInitScript(noteFirstApiCall);
    const page = await context.newPage();
    if (options.prepare) {
      await page.goto(new URL('/favicon.svg', url).href);
      await options.prepare(page);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const pending = new Map<string, Pending>();
    const scripts: ScriptRequest[] = [];
    const network: { call?: { path: string; at: number } } = {};
    cdp.on('Network.requestWillBeSent', (event) => {
      const offset = event.wallTime * 1000 - event.timestamp * 1000;
      const start = event.timestamp * 1000 + offset;
      if (API.test(event.request.url) && !network.call)
        network.call = { path: new URL(event.request.url).pathname, at: start };
      const script = event.type === 'Script' || /\.m?js(\?|$)/.test(new URL(event.request.url).pathname);
      pending.set(event.requestId, { url: event.request.url, start, offset, script });
    });
    const ended = (requestId: string, timestamp: number) => {
      const request = pending.get(requestId);
      if (!request?.script) return;
      const path = new URL(request.url).pathname;
      scripts.push({ url: path, start: request.start, end: timestamp * 1000 + request.offset });
    };
    cdp.on('Network.loadingFinished', (event) => ended(event.requestId, event.timestamp));
    cdp.on('Network.loadingFailed', (event) => ended(event.requestId, event.timestamp));
    await page.goto(url);
    const inPage = await page
      .waitForFunction(
        () => (window as unknown as { __firstApiCall?: { path: string; at: number } }).__firstApiCall,
        undefined,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue());
    // The call went to the network in the http build: CDP's own time of it, on the same clock as the scripts.
    const firstCall = network.call ?? inPage;
    if (!firstCall) throw new Error(`${url} made no API call within 20 s`);
    const before = scripts.filter((script) => script.start < firstCall.at);
    return {
      rounds: roundsOf(before).map((round) => round.map((script) => script.url)),
      scripts: before.length,
      firstCall,
    };
  } finally {
    await context.close();
  }
}
