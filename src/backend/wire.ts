/**
 * The core's view of one HTTP exchange, the same in both hosts: the host parses what arrived into a
 * `BackendRequest`, the core answers a `BackendAnswer`, the host writes it out.
 */
import type { HttpVerb } from '../contract/call';
import type { AdminRole } from '../domain/roles';

export type { HttpVerb };

export interface UploadedFile {
  /** The form field's name. */
  field: string;
  bytes: Uint8Array;
  /** As declared by the sender: never trusted for the type (the core reads the content). */
  declaredType: string;
  fileName: string;
}

/**
 * One record of an uploaded CSV file, as the host's parser reads it while the file arrives; or the reason the
 * file cannot be read on (too large, not UTF-8, not CSV), after which nothing more comes.
 */
/** A row of cells, or why the host could not read on (`status`: 400 unless the host says otherwise). */
export type TableRow = { cells: string[] } | { problem: string; status?: 408 };

/** A CSV upload, read as it arrives: the host streams the file through its parser and hands the records on. */
export interface UploadedTable {
  kind: 'table';
  fileName: string;
  rows: AsyncIterable<TableRow>;
}

export type RequestBody =
  | { kind: 'json'; value: Record<string, unknown> }
  | UploadedTable
  | { kind: 'form'; files: UploadedFile[]; fields: Record<string, string> }
  | { kind: 'none' }
  /** Refused by the core with the problem's message (input/body.ts). */
  | { kind: 'invalid'; problem: 'not-json' | 'not-object' | 'too-deep' | 'not-text' | 'not-utf8' };

export interface BackendRequest {
  verb: HttpVerb;
  /** Path parameters by the route's `:name`s, already URL-decoded. */
  params: Record<string, string>;
  /** One query value as text ('' when absent); a repeated key arrives comma-joined. */
  query(name: string): string;
  body: RequestBody;
  /** The bearer token of the Authorization header, or null. */
  bearer: string | null;
  /** The client's IP on the Node server (after TRUST_PROXY); null in the browser demo. */
  ip: string | null;
  /** The User-Agent header as sent ('' when absent): the session's device. */
  userAgent: string;
  /** Every query parameter's name as sent (repeats once), so the core can refuse the ones no call reads. */
  queryNames?: readonly string[];
  /** The Idempotency-Key header as sent (a repeated header comma-joined), or null/absent. */
  idempotencyKey?: string | null;
  /** The If-Match header as sent, or null/absent: a client's version tag (rules/client-version.ts). */
  ifMatch?: string | null;
  /**
   * Set by a host that shows the client how a long call goes (the import's progress lines, docs/api.md):
   * the core calls it with the count of the file's rows handled so far (judged, and written on an import).
   */
  progress?: (rows: number) => void;
}

/** Every JSON answer carries `type` ('success' | 'error') and a human `message` (docs/product.md §8). */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Headers beside the JSON's own (an admin call's role, routing.ts); a host writes each as given. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A file to download, made while it is sent (the CSV export; the hosts also write the import's progress lines
 * this way, progress-lines.ts): the core has no streams, so it hands over
 * the body as text pieces, each read from the store when pulled. A host must: answer `status` with every
 * header of `headers` as given; pull `chunks` in order and write each, UTF-8 encoded, as it comes (the
 * Node host streams them, the demo joins them into one body). A throw while pulling is a fault of the
 * store: once headers are sent, the host aborts the response (never a short file that looks whole).
 */
export interface DownloadAnswer {
  status: 200;
  headers: Readonly<Record<string, string>>;
  chunks: AsyncIterable<string>;
}

export type BackendAnswer = JsonAnswer | DownloadAnswer;

export const isDownload = (answer: BackendAnswer): answer is DownloadAnswer => 'chunks' in answer;

export interface BackendRoute {
  verb: HttpVerb;
  /** Relative to the API base, with `:name` parameters (e.g. 'admin/view-client/:id'). */
  path: string;
  access: 'public' | 'admin';
  /** Admin calls: the least role that may make it (docs/api.md, Roles); absent for public calls. */
  role?: AdminRole;
  /**
   * 'table': the call takes a CSV file upload (multipart, field `file`), which the host streams through its
   * CSV parser into an UploadedTable body instead of reading it whole.
   */
  body?: 'table';
}
