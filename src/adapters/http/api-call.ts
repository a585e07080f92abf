import type { Struct } from 'superstruct';
import type { ChangeAttempt } from '../../application/change-attempt';
import type { HttpVerb } from '../../contract';
import type { QueryPayload } from './query-string';

/** A JSON body: a contract call's `BodyOf` (contract-call.ts types it per call). */
export type JsonPayload = Readonly<Record<string, unknown>>;

/** One call of docs/product.md §7, as a repository describes it. */
export interface ApiCall<T> {
  method: HttpVerb;
  /** The exact path of the §7 table after the base, prefixes included (e.g. 'retrieve/admin/view-clients'). */
  path: string;
  /** GET: the query; other verbs: the JSON body, or FormData sent as multipart. */
  payload?: QueryPayload | FormData | JsonPayload;
  /** How the body is read before decoding: as JSON, unless the call fetches a file. */
  read?: (response: Response) => Promise<unknown>;
  /** The answer's schema; decoding failure is a clear error, never an undefined in the UI. */
  answer: Struct<T, unknown>;
  /** false when the flow shows its own messages: no toast at all, success or failure. */
  notify?: boolean;
  /**
   * true for the calls made before or outside an admin session (sign-in, reset, sign-up, the refresh itself):
   * their 401 is a plain refusal. Any other call answered 401 renews the session once, or ends it.
   */
  outsideSession?: true;
  signal?: AbortSignal;
  /**
   * A change submitted from a dialog: its key goes out as `Idempotency-Key` (other changes get a fresh one), its
   * signal aborts it, and the dialog itself says what happened when no answer came (no network or time-limit
   * toast then; a server's refusal is still toasted as docs/product.md §8 says).
   */
  attempt?: ChangeAttempt;
  /** For an upload that shows its progress: called with the fraction sent, 0 to 1 (sent over XHR). */
  onUploadProgress?: (fraction: number) => void;
  /** For an answer whose status travels in its body (the import's last progress line): that status. */
  statusIn?: (data: unknown) => number | null;
  /** The Accept header, when the call asks for more than JSON (the import's progress lines). */
  accept?: string;
  /** With onUploadProgress: called with the answer's text so far as it arrives (the import's progress lines). */
  onAnswerText?: (textSoFar: string) => void;
  /**
   * A client's version, sent as `If-Match` (docs/api.md, "Edits and versions"): its 409 is the dialog's to
   * word, not toasted.
   */
  ifMatch?: string;
  /** Called with the answer's `ETag`, when a successful answer has one. */
  onTag?: (tag: string) => void;
}

export interface ApiClient {
  send<T>(call: ApiCall<T>): Promise<T>;
}
