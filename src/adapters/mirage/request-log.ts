/**
 * What the fake backend received, for browser tests: in demo mode its calls never reach the network, so a
 * test watching the page's requests sees none of them. Capped, so a long demo session cannot grow it.
 * Reachable only through the demo's test hook (globalThis.__loyalloopDemo), like the knobs.
 */
import type { Dispatch } from './server/create-server';

export interface LoggedRequest {
  /** Upper case, e.g. 'POST'. */
  method: string;
  /** The path after the API base, without the query string (what knobs match). */
  path: string;
  /** The query string with its '?', or ''. */
  query: string;
  /** null while the answer is pending, or when it was lost to a simulated network failure. */
  status: number | null;
}

export interface RequestLog {
  /** Oldest first, copies: at most `cap` of the latest requests. */
  entries(): LoggedRequest[];
  clear(): void;
}

export const REQUEST_LOG_CAP = 500;

/** Wraps the dispatch of every API route: logged on arrival, its status filled in when it answers. */
export function createRequestLog(
  relativePath: (url: string) => string,
  cap: number = REQUEST_LOG_CAP,
): RequestLog & { around(dispatch: Dispatch): Dispatch } {
  let logged: LoggedRequest[] = [];
  return {
    entries: () => logged.map((entry) => ({ ...entry })),
    clear() {
      logged = [];
    },
    around: (dispatch) => async (def, request) => {
      const entry: LoggedRequest = {
        method: def.verb,
        path: relativePath(request.url),
        query: new URL(request.url, 'http://demo.invalid').search,
        status: null,
      };
      logged.push(entry);
      if (logged.length > cap) logged.shift();
      const response = await dispatch(def, request);
      [entry.status] = response.toRackResponse();
      return response;
    },
  };
}
