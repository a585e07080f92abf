/** What a host gets from the core: the route table of docs/product.md §7 (and its documented extensions) and one handler. */
import type { BackendAnswer, BackendRequest, BackendRoute, JsonAnswer } from './wire';

export interface Backend {
  readonly routes: readonly BackendRoute[];
  /**
   * Answers one request to one of `routes`. Anything a client can send is answered 4xx with a message; a
   * throw means a fault of the host (store down, bug) and the host answers 500 without details. A download's
   * pieces are read as the host pulls them, so they may throw too (see DownloadAnswer in wire.ts).
   */
  handle(route: BackendRoute, request: BackendRequest): Promise<BackendAnswer>;
  /**
   * The refusal an admin call's bearer token earns (401, 403), or null when `handle` would let it in: a host
   * that reads a body as it arrives (an upload) asks first, so a stranger's upload is never read (docs/api.md,
   * "Time limits"). Public calls: always null. `handle` judges the token again; this is no substitute.
   */
  admit(route: BackendRoute, bearer: string | null): Promise<JsonAnswer | null>;
}
