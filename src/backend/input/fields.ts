/**
 * How one body field is read: its type and size are checked here, its meaning by the rules. Each reader also
 * says what it accepts as JSON Schema: the one description of a request body, from which the contract's
 * OpenAPI document takes it (request-schemas.ts), so a field is never declared twice.
 */
import type { JsonSchema } from '../../contract/schema';
import { SECRET_MARK } from '../../contract/secret';
import { PASSWORD_MAX } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { textProblem } from './text';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export interface Field<T> {
  read(value: unknown): Read<T>;
  /** What the reader accepts, as the document shows it: its type and limits. */
  readonly schema: JsonSchema;
  /** A client may leave it out: left off the document's `required`. */
  readonly optional?: true;
}

export const good = <T>(value: T): Read<T> => ({ ok: true, value });
export const bad = (message: string): Read<never> => ({ ok: false, message });

interface TextOptions {
  /** Names the field in messages ("Notes can be at most 5000 characters."). */
  label: string;
  max: number;
  /** The message for a missing, non-text or blank value. Without it, missing reads as ''. */
  required?: string;
  /** With `required`: blank is accepted, only missing or non-text is refused. */
  allowBlank?: boolean;
  /** Kept exactly as typed (notes); otherwise trimmed. */
  exact?: boolean;
}

export const text = ({ label, max, required, allowBlank, exact }: TextOptions): Field<string> => ({
  schema: { type: 'string', maxLength: max },
  read(value) {
    if (value === undefined && required === undefined) return good('');
    if (typeof value !== 'string') return bad(required ?? `${label} must be text.`);
    const kept = exact ? value : value.trim();
    const problem = textProblem(kept, label, max);
    if (problem) return bad(problem);
    return required !== undefined && !allowBlank && kept === '' ? bad(required) : good(kept);
  },
});

/** Any JSON number: what it may be (whole, in range) is the rule's to say. */
export const number = (invalid: string): Field<number> => ({
  schema: { type: 'number' },
  read: (value) => (typeof value === 'number' && Number.isFinite(value) ? good(value) : bad(invalid)),
});

/** An optional true/false, false when missing. */
export const flag = (label: string): Field<boolean> => ({
  schema: { type: 'boolean' },
  optional: true,
  read: (value) =>
    value === undefined
      ? good(false)
      : typeof value === 'boolean'
        ? good(value)
        : bad(`${label} must be true or false.`),
});

/**
 * A secret field (a password, a code, a token): the reader is unchanged, its schema carries the contract's
 * mark, and the server's log never shows its value (src/contract/secret.ts).
 */
export const secret = <T>(field: Field<T>): Field<T> => ({
  ...field,
  schema: { ...field.schema, ...SECRET_MARK },
});

/** A password an admin chooses (set-up, invitation, reset): taken as typed; its strength is judged by the handler. */
export const chosenPassword = (): Field<string> =>
  secret(text({ label: 'Password', max: PASSWORD_MAX, required: MESSAGES.passwordRequired, exact: true }));

/** Missing stays undefined; anything sent must pass `field`. */
export const maybe = <T>(field: Field<T>): Field<T | undefined> => ({
  schema: field.schema,
  optional: true,
  read: (value) => (value === undefined ? good(undefined) : field.read(value)),
});

export const CODE_INVALID = 'The code must be a 4-digit number.';

/** The emailed code: a number (docs/product.md §5 sends it as one, so '0123' arrives as 123), or digits as text. */
export const code = (): Field<number> =>
  secret({
    schema: {
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 9999 },
        { type: 'string', pattern: '^\\d{1,4}$' },
      ],
      description: 'The 4-digit emailed code, as a number.',
    },
    read(value) {
      const digits = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
      return typeof digits === 'number' && Number.isInteger(digits) && digits >= 0 && digits <= 9999
        ? good(digits)
        : bad(CODE_INVALID);
    },
  });

/** The field with a line for the document on what it means (the reader is unchanged). */
export const described = <T>(field: Field<T>, description: string): Field<T> => ({
  ...field,
  schema: { ...field.schema, description },
});

/** One of a fixed set of texts, refused with `invalid` otherwise. */
export const oneOf = <T extends string>(values: readonly T[], invalid: string): Field<T> => ({
  schema: { type: 'string', enum: [...values] },
  read: (value) => {
    const found = values.find((v) => v === value);
    return found === undefined ? bad(invalid) : good(found);
  },
});
