/**
 * The core's view of one HTTP exchange, the same in both hosts: the host parses what arrived into a
 * `BackendRequest`, the core answers a `BackendAnswer`, the host writes it out.
 */
export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface UploadedFile {
  /** The form field's name. */
  field: string;
  bytes: Uint8Array;
  /** As declared by the sender: never trusted for the type (the core reads the content). */
  declaredType: string;
  fileName: string;
}

export type RequestBody =
  | { kind: 'json'; value: Record<string, unknown> }
  | { kind: 'form'; files: UploadedFile[]; fields: Record<string, string> }
  | { kind: 'none' }
  | { kind: 'invalid'; reason: string };

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
}

/** Every JSON answer carries `type` ('success' | 'error') and a human `message` (SPEC §8). */
export interface BackendAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface BackendRoute {
  verb: HttpVerb;
  /** Relative to the API base, with `:name` parameters (e.g. 'admin/view-client/:id'). */
  path: string;
  access: 'public' | 'admin';
}
