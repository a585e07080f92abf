/**
 * A secret body field — a password, an emailed code, a token — is marked `secret` where its call's body is
 * declared (src/contract/fields.ts); the generated document shows it `writeOnly`, as OpenAPI marks what a client
 * sends and never reads back. The server's log hides every body field and query parameter so marked, whether
 * it comes in a body or a query (docs/security.md, "Secrets in logs"): no list of names is kept by hand.
 */
import type { Call } from './call';
import { secretNamesOf } from './fields';

/** The secret body fields of each call that takes a JSON body. */
export const secretFieldsOf = (call: Call): string[] =>
  call.request.kind === 'json' ? secretNamesOf(call.request.body) : [];

/** The query parameters of a call marked secret (a link's token). */
export const secretQueryOf = (call: Call): string[] => secretNamesOf(call.query ?? {});

/**
 * A secret the server answers once (an API key when it is made): `readOnly`, as OpenAPI marks what a client
 * reads and never sends back in that field, and said so.
 */
export const SECRET_ANSWER_MARK = {
  readOnly: true,
  description: 'A secret, answered this once: the server keeps only its keyed hash.',
} as const;
