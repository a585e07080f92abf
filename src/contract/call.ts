/** One call of the API as the contract writes it: everything a client, a host or the OpenAPI document needs. */
import type { Struct } from 'superstruct';
import type { BodyFields, BodySent, QueryParams } from './fields';
import type { ApiKeyScope } from '../domain/api-keys';

/** The one verb type: the contract's, the core's wire and the app's HTTP client all use it. */
export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make the call (docs/api.md, Roles): anyone (`public`), the public vendor sign-up (`vendor`), any
 * signed-in admin for their own session or profile (`session`), any admin (`admin`), Super Admins only
 * (`super-admin`). The last three need the bearer token of an admin session.
 */
export type Caller = 'public' | 'vendor' | 'session' | 'admin' | 'super-admin';

/**
 * The rate-limit class of a call: `guessing` — the calls that guess at secrets (passwords, codes, tokens) —
 * counted per client IP and call in the database, RATE_LIMIT_PER_MINUTE a minute (docs/settings.md).
 */
export type LimitClass = 'guessing';

/**
 * What the request carries: a JSON object of `body`'s fields (src/contract/fields.ts: each field's type,
 * limits, optional and secret marks; docs/api.md, "Declaring a call"); a multipart form
 * with one file in `field` (a photo); a CSV file in the multipart field `file`, streamed through the host's
 * CSV parser (`table`); nothing.
 */
export type RequestShape =
  | { kind: 'json'; body: BodyFields }
  | { kind: 'file'; field: string; mediaTypes: readonly string[] }
  | { kind: 'table' }
  | { kind: 'none' };

/** The media type of progress lines: one JSON object per line (newline-delimited JSON). */
export const PROGRESS_LINES_TYPE = 'application/x-ndjson';

/**
 * A JSON answer a client may ask for as progress lines instead (Accept: application/x-ndjson): `line` is the
 * shape of each progress line, then one last line is the answer (or a refusal) with its `status` added.
 */
export interface ProgressLines {
  line: object;
}

/**
 * What a successful call answers: a JSON object of `schema` with `status` (or, asked for, progress lines
 * ending with it), or a file of `mediaType`. The schema is a superstruct struct; a call declared
 * `as const satisfies Call` keeps its exact type for the decoder.
 */
export type AnswerShape =
  | { kind: 'json'; status: 200 | 201; schema: object; progressLines?: ProgressLines }
  | { kind: 'file'; mediaType: string; description: string };

export interface Call {
  /** A name for the call, unique: the OpenAPI operationId. */
  readonly name: string;
  readonly verb: HttpVerb;
  /** After the API base, with `:name` parameters: 'admin/view-client/:id'. */
  readonly path: string;
  readonly caller: Caller;
  /**
   * An API key with this scope may make the call too (docs/api.md, API keys), acting as itself; a call without
   * it refuses every key with 403, and an admin's session token is never judged as a key.
   */
  readonly key?: ApiKeyScope;
  readonly limit?: LimitClass;
  /**
   * The query parameters the call reads, each typed (fields.ts; their meanings: query-meanings.ts); any other
   * is refused with 400.
   */
  readonly query?: QueryParams;
  readonly request: RequestShape;
  readonly answer: AnswerShape;
  /**
   * A client's version (docs/api.md, "Edits and versions"): the call answers its `ETag` (`answers`), or also
   * takes it back as `If-Match` and refuses a stale one with 409 naming what changed (`checks`).
   */
  readonly version?: 'answers' | 'checks';
}

/** What a call's JSON answer holds, as its contract's schema types it (superstruct's `Infer`). */
export type AnswerOf<C extends Pick<Call, 'answer'>> = C['answer'] extends {
  kind: 'json';
  schema: { TYPE: infer T };
}
  ? T
  : never;

/** The body of a call that takes JSON, as a client sends it. */
export type BodyOf<C extends Pick<Call, 'request'>> = C['request'] extends { kind: 'json'; body: infer B }
  ? B extends BodyFields
    ? BodySent<B>
    : never
  : never;

/** A query value as a client writes it (a list comma-joined on the wire). */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** The query a call reads, by the names its contract declares: any other name is a type error. */
export type QueryOf<C extends Pick<Call, 'query'>> = {
  readonly [K in keyof NonNullable<C['query']>]?: QueryValue;
};

/**
 * What a client sends a call: its JSON body; its query (a GET); a multipart form (a photo, a CSV file).
 * Never an untyped object (docs/api.md, "Declaring a call").
 */
export type PayloadOf<C extends Call> = C['request'] extends { kind: 'json' }
  ? BodyOf<C>
  : C['request'] extends { kind: 'file' | 'table' }
    ? FormData
    : QueryOf<C>;

export const NO_BODY: RequestShape = { kind: 'none' };

/** A JSON body of these fields (src/contract/fields.ts `body`). */
export const jsonBody = <const B extends BodyFields>(fields: B) => ({ kind: 'json', body: fields }) as const;

/** The names of the query parameters a call reads. */
export const queryNames = (call: Pick<Call, 'query'>): string[] => Object.keys(call.query ?? {});

/** A JSON answer of `schema`, with its success status (200 unless given). */
export function answers<T>(schema: Struct<T, unknown>): {
  kind: 'json';
  status: 200;
  schema: Struct<T, unknown>;
};
export function answers<T, S extends 200 | 201>(
  schema: Struct<T, unknown>,
  status: S,
): { kind: 'json'; status: S; schema: Struct<T, unknown> };
export function answers<T>(schema: Struct<T, unknown>, status: 200 | 201 = 200) {
  return { kind: 'json', status, schema } as const;
}

/** The names of a call's `:name` parameters, in order. */
export const pathParams = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** The path with its parameters filled in, each encoded, so an odd id can never change which call is made. */
export function pathTo(call: Pick<Call, 'path'>, params: Readonly<Record<string, string>> = {}): string {
  return call.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`${call.path} needs its ${segment} parameter.`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/**
 * Every answer to a signed-in admin's call (refusals too, but not 401) carries the caller's role as it is now,
 * `Super Admin` or `Admin` (the rights it gives: any other stored role string reads as `Admin`), so a client
 * learns of a demotion or promotion at its next call (docs/api.md, Roles).
 */
export const ROLE_HEADER = 'X-Admin-Role';
