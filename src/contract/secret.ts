/**
 * A secret body field — a password, an emailed code, a token — is marked where its call's body is declared:
 * its schema says `writeOnly`, as OpenAPI marks what a client sends and never reads back, so the generated
 * document shows it too. The server's log hides every field so marked and every query parameter of the same
 * name (docs/security.md, "Secrets in logs"): no list of names is kept by hand.
 */
import type { JsonSchema } from './schema';

export const SECRET_MARK = { writeOnly: true } as const;

/**
 * A secret the server answers once (an API key when it is made): `readOnly`, as OpenAPI marks what a client
 * reads and never sends back in that field, and said so.
 */
export const SECRET_ANSWER_MARK = {
  readOnly: true,
  description: 'A secret, answered this once: the server keeps only its keyed hash.',
} as const;

export const isSecret = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as JsonSchema).writeOnly === true;

/** The names of a JSON body schema's secret fields. */
export function secretFieldsOf(body: JsonSchema): string[] {
  const properties = body.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties).flatMap(([name, field]) => (isSecret(field) ? [name] : []));
}
