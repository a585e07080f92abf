/**
 * How one body field is read: its type and size are checked here, its meaning by the rules. Which reader a
 * field gets, and its size, is the contract's declaration (input/contract-body.ts); the document and the log's
 * redaction read the same declaration, so a field is never declared twice.
 */
import { MESSAGES } from '../../domain/messages';
import { textProblem } from './text';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export interface Field<T> {
  read(value: unknown): Read<T>;
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
  read: (value) => (typeof value === 'number' && Number.isFinite(value) ? good(value) : bad(invalid)),
});

/** An optional true/false, false when missing. */
export const flag = (label: string): Field<boolean> => ({
  read: (value) =>
    value === undefined
      ? good(false)
      : typeof value === 'boolean'
        ? good(value)
        : bad(`${label} must be true or false.`),
});

/** true or false, required: anything else (missing too) is refused with `invalid`. */
export const yesNo = (invalid: string): Field<boolean> => ({
  read: (value) => (typeof value === 'boolean' ? good(value) : bad(invalid)),
});

/** null is kept as null (a setting that is off); anything else must pass `field`. */
export const orNull = <T>(field: Field<T>): Field<T | null> => ({
  read: (value) => (value === null ? good(null) : field.read(value)),
});

/** An object of names, each holding a number, refused with `invalid` otherwise; which names is the rule's. */
export const numbersByName = (invalid: string): Field<Record<string, number>> => ({
  read(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad(invalid);
    const entries = Object.entries(value);
    return entries.every(([, item]) => typeof item === 'number' && Number.isFinite(item))
      ? good(Object.fromEntries(entries) as Record<string, number>)
      : bad(invalid);
  },
});

/** Missing stays undefined; anything sent must pass `field`. */
export const maybe = <T>(field: Field<T>): Field<T | undefined> => ({
  read: (value) => (value === undefined ? good(undefined) : field.read(value)),
});

export const CODE_INVALID = 'The code must be a 4-digit number.';

/** The emailed code: a number (docs/product.md §5 sends it as one, so '0123' arrives as 123), or digits as text. */
export const code = (): Field<number> => ({
  read(value) {
    const digits = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
    return typeof digits === 'number' && Number.isInteger(digits) && digits >= 0 && digits <= 9999
      ? good(digits)
      : bad(CODE_INVALID);
  },
});

/** One of a fixed set of texts, refused with `invalid` otherwise. */
export const oneOf = <T extends string>(values: readonly T[], invalid: string): Field<T> => ({
  read: (value) => {
    const found = values.find((v) => v === value);
    return found === undefined ? bad(invalid) : good(found);
  },
});

/** The words of a password an admin chooses (set-up, invitation, reset; src/contract: CHOSEN_PASSWORD). */
export const CHOSEN_PASSWORD_WORDS = { label: 'Password', required: MESSAGES.passwordRequired };

/**
 * A list of at most `max` texts, each at most `itemMax` characters, refused with `invalid` otherwise: which names
 * it may hold is the rule's to say.
 */
export const names = (max: number, invalid: string, itemMax = Number.POSITIVE_INFINITY): Field<string[]> => ({
  read: (value) =>
    Array.isArray(value) &&
    value.length <= max &&
    value.every((item): item is string => typeof item === 'string' && item.length <= itemMax)
      ? good(value)
      : bad(invalid),
});
