/** What a host gets from the core: the route table of docs/product.md §7 (and its documented extensions) and one handler. */
import type { BackendAnswer, BackendRequest, BackendRoute } from './wire';

export interface Backend {
  readonly routes: readonly BackendRoute[];
  /**
   * Answers one request to one of `routes`. Anything a client can send is answered 4xx with a message; a
   * throw means a fault of the host (store down, bug) and the host answers 500 without details. A download's
   * pieces are read as the host pulls them, so they may throw too (see DownloadAnswer in wire.ts).
   */
  handle(route: BackendRoute, request: BackendRequest): Promise<BackendAnswer>;
}
