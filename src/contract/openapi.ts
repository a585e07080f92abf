/**
 * The OpenAPI 3.1 document, generated from the contract (docs/api.md, "The generated reference"): every call
 * with its caller, rate limit, query, request and answer schemas. Built into dist-http/openapi.json and served
 * at GET /api/openapi.json.
 */
import { API_BASE } from './base';
import type { Call, ProgressLines } from './call';
import { pathParams, PROGRESS_LINES_TYPE, ROLE_HEADER } from './call';
import { ADMIN_ROLES } from '../domain/roles';
import { bodySchemaOf, queryParamSchema } from './fields';
import { CALLS } from './index';
import { jsonSchemaOf } from './json-schema';
import type { JsonSchema } from './schema';
import { Refusal } from './shapes';
import { QUERY_MEANINGS } from './query-meanings';
import { SUMMARIES } from './summaries';

/** The call's one line for the document (summaries.ts, keyed by the call's name). */
const summaryOf = (call: Call): string | undefined =>
  Object.hasOwn(SUMMARIES, call.name) ? SUMMARIES[call.name as keyof typeof SUMMARIES] : undefined;

const WHO: Record<Call['caller'], string> = {
  public: 'Anyone.',
  vendor: 'Anyone: the public vendor sign-up.',
  session: 'Any signed-in admin, for their own session or profile.',
  admin: 'Any signed-in admin (Admin or Super Admin).',
  'super-admin': 'Super Admins only; other admins are refused with 403.',
};

const LIMITS: Record<NonNullable<Call['limit']>, string> = {
  guessing:
    'Rate-limited (class `guessing`): a number of calls per minute per client IP and call (RATE_LIMIT_PER_MINUTE); past it, 429.',
};

/** `admin/view-client/:id` as OpenAPI writes it: `/admin/view-client/{id}`. */
export const openApiPath = (path: string): string => `/${path.replace(/:(\w+)/g, '{$1}')}`;

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

function requestBody(call: Call): JsonSchema | undefined {
  const { request } = call;
  if (request.kind === 'json')
    return { required: true, content: { 'application/json': { schema: bodySchemaOf(request.body) } } };
  if (request.kind === 'none') return undefined;
  const field = request.kind === 'table' ? 'file' : request.field;
  const description =
    request.kind === 'table'
      ? 'A CSV file, UTF-8 (docs/api.md, Importing clients).'
      : request.mediaTypes.join(', ');
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            [field]: { type: 'string', contentMediaType: 'application/octet-stream', description },
          },
          required: [field],
        },
      },
    },
  };
}

/** An answer as the last of the progress lines: its body with the status it would have had as JSON. */
const withStatus = (schema: JsonSchema): JsonSchema => ({
  allOf: [schema, { type: 'object', properties: { status: { type: 'integer' } }, required: ['status'] }],
});

/** The progress lines: the schema of one line (each line is one JSON object), any of the lines there are. */
const progressContent = (answer: JsonSchema, lines: ProgressLines): Record<string, JsonSchema> => ({
  [PROGRESS_LINES_TYPE]: {
    schema: {
      description:
        'Asked for with Accept: application/x-ndjson: a progress line per batch of rows handled, then the answer (or the refusal) as the last line, with its status.',
      anyOf: [
        jsonSchemaOf(lines.line),
        withStatus(answer),
        withStatus({ $ref: '#/components/schemas/Refusal' }),
      ],
    },
  },
});

function success(call: Call): Record<string, JsonSchema> {
  const { answer } = call;
  if (answer.kind === 'file')
    return {
      '200': {
        description: answer.description,
        content: { [answer.mediaType]: { schema: { type: 'string', contentMediaType: answer.mediaType } } },
      },
    };
  const schema = jsonSchemaOf(answer.schema);
  return {
    [String(answer.status)]: {
      description: 'Done: `type` is success, `message` says what happened.',
      content: {
        'application/json': { schema },
        ...(answer.progressLines ? progressContent(schema, answer.progressLines) : {}),
      },
    },
  };
}

/** A signed-in call's answers but 401 say the caller's role as it is now (src/contract/call.ts, ROLE_HEADER). */
const ROLE_HEADERS = {
  headers: {
    [ROLE_HEADER]: {
      description:
        'The caller’s role as it is now (the rights it gives): a client learns of a demotion at its next call. Absent on 401.',
      schema: { type: 'string', enum: [...ADMIN_ROLES] },
    },
  },
};

/** How long a refused guess waits (docs/product.md §10.7): the console's Resend counts it down. */
const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds until the call may be tried again.', schema: { type: 'string' } },
};

/** The ETag a versioned call answers, and the If-Match a checking call takes back (src/contract/call.ts). */
const ETAG_HEADER = {
  ETag: {
    description:
      'The client’s version: its details, notes and block status, never its balance. Send it back as If-Match with a change of the client.',
    schema: { type: 'string' },
  },
};
const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of GET admin/view-client/{id}: a client changed since is refused with 409 naming what changed. Without it, the change is made as before.',
  schema: { type: 'string' },
};

function withVersion(call: Call, responses: Record<string, JsonSchema>): Record<string, JsonSchema> {
  if (call.version === undefined) return responses;
  const versioned = Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => {
      const headers = (answer.headers ?? {}) as Record<string, unknown>;
      return [status, { ...answer, headers: { ...headers, ...ETAG_HEADER } }];
    }),
  );
  if (call.version === 'answers') return versioned;
  return {
    ...versioned,
    '409': {
      ...refusal(
        'The client changed since the If-Match version: nothing written; `message` and `changed` (details, notes, block) say what changed.',
      ),
      ...ROLE_HEADERS,
    },
  };
}

const withRoleHeader = (responses: Record<string, JsonSchema>): Record<string, JsonSchema> =>
  Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => [status, { ...answer, ...ROLE_HEADERS }]),
  );

function operation(call: Call): JsonSchema {
  const signedIn = call.caller !== 'public' && call.caller !== 'vendor';
  const parameters = [
    ...pathParams(call.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...Object.entries(call.query ?? {}).map(([name, param]) => ({
      name,
      in: 'query',
      required: false,
      description: QUERY_MEANINGS[name],
      schema: queryParamSchema(param),
    })),
    ...(call.version === 'checks' ? [IF_MATCH] : []),
  ];
  const body = requestBody(call);
  return {
    operationId: call.name,
    summary: summaryOf(call) ?? call.name,
    description: [
      WHO[call.caller],
      call.key ? `An API key with the ${call.key} scope may make it too.` : '',
      call.limit ? LIMITS[call.limit] : '',
    ]
      .filter(Boolean)
      .join(' '),
    'x-caller': call.caller,
    ...(call.key ? { 'x-api-key-scope': call.key } : {}),
    ...(call.limit ? { 'x-rate-limit': call.limit } : {}),
    ...(signedIn ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...withVersion(call, signedIn ? withRoleHeader(success(call)) : success(call)),
      '4XX': {
        ...refusal('Refused: what the client sent, who sent it, or the data forbids it; `message` says why.'),
        ...(signedIn ? ROLE_HEADERS : {}),
      },
      ...(call.limit
        ? {
            '429': {
              ...refusal(
                'Too many attempts (the rate limit, or a code step locked by wrong codes): wait `Retry-After` seconds and try again.',
              ),
              headers: RETRY_AFTER_HEADER,
            },
          }
        : {}),
      '5XX': refusal('A fault on the server’s side: nothing the client sent; try again later.'),
    },
  };
}

/** The document of `calls`, every field of each as the contract declares it. */
export function openApiDocument(calls: readonly Call[] = CALLS): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.verb.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LoyalLoop API',
      version: '1',
      description:
        'Every call of the LoyalLoop server (and of the in-browser demo), generated from src/contract. Calls for signed-in admins take `Authorization: Bearer <accessToken>` from POST admin/verify-email-otp; changes may carry an `Idempotency-Key` header and are then applied once. See docs/api.md.',
    },
    servers: [{ url: API_BASE.replace(/\/$/, '') }],
    paths,
    components: {
      schemas: { Refusal: jsonSchemaOf(Refusal) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
