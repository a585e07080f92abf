/**
 * What each field of a call IS (docs/api.md, "Declaring a call"): a JSON body field's type, limits, whether a
 * client may leave it out and whether it is a secret; a query parameter's type and range. The core reads a
 * body by these (backend/input/contract-body.ts) and says what each field MEANS (its messages and rules); the
 * OpenAPI document, the guards and the server log's redaction read them too. Plain data: the app's build
 * carries no schema library beyond superstruct.
 */
import type { JsonSchema } from './schema';

interface FieldFacts {
  /** A client may leave it out (left off the document's `required`); the core reads it as undefined. */
  readonly optional?: true;
  /** A password, code or token: the server's log never shows it (docs/security.md, "Secrets in logs"). */
  readonly secret?: true;
  /** A line for the document on what it means. */
  readonly description?: string;
}

export interface TextField extends FieldFacts {
  readonly kind: 'text';
  readonly max: number;
  /** Kept exactly as typed (a password, notes); otherwise trimmed. */
  readonly exact?: true;
  /** Blank is accepted where the core demands the field (a reason may be cleared). */
  readonly blank?: true;
}
/** Any JSON number: whether it must be whole or in range is the core's rule. */
export interface NumberField extends FieldFacts {
  readonly kind: 'number';
  /** null is a value of its own (an expiry that is off), not an absent field. */
  readonly orNull?: true;
}
/** true or false; false when absent. */
export interface FlagField extends FieldFacts {
  readonly kind: 'flag';
  readonly optional: true;
}
export interface ChoiceField<T extends string = string> extends FieldFacts {
  readonly kind: 'choice';
  readonly values: readonly T[];
}
/** The 4-digit emailed code: a number (docs/product.md §5 sends it as one), or its digits as text. */
export interface CodeField extends FieldFacts {
  readonly kind: 'code';
}

/** A list of names from a set, each at most once in spirit (at most as many as the set holds). */
export interface NamesField extends FieldFacts {
  readonly kind: 'names';
  readonly values: readonly string[];
}

/**
 * A list of any names, which the rule judges (a reward's locations: the business's own, docs/product.md §10.29):
 * at most `max` of them, each at most `itemMax` characters.
 */
export interface AnyNamesField extends FieldFacts {
  readonly kind: 'anyNames';
  readonly max: number;
  readonly itemMax: number;
}

/** true or false, and required: a person said yes or no, never nothing. */
export interface YesNoField extends FieldFacts {
  readonly kind: 'yesNo';
}

/** An object of any names, each holding a number (a location's rate by its name): which names is the rule's. */
export interface NumbersByNameField extends FieldFacts {
  readonly kind: 'numbersByName';
}

export type BodyField =
  | TextField
  | NumberField
  | FlagField
  | ChoiceField
  | CodeField
  | NamesField
  | AnyNamesField
  | YesNoField
  | NumbersByNameField;
export type BodyFields = Readonly<Record<string, BodyField>>;

type Facts = Omit<FieldFacts, never>;
type NumberFacts = Facts & { readonly orNull?: true };
type TextFacts = Facts & { readonly exact?: true; readonly blank?: true };

export const body = {
  text: <const O extends TextFacts = object>(max: number, facts?: O) =>
    ({ kind: 'text', max, ...facts }) as { readonly kind: 'text'; readonly max: number } & O,
  number: <const O extends NumberFacts = object>(facts?: O) =>
    ({ kind: 'number', ...facts }) as { readonly kind: 'number' } & O,
  yesNo: <const O extends Facts = object>(facts?: O) =>
    ({ kind: 'yesNo', ...facts }) as { readonly kind: 'yesNo' } & O,
  numbersByName: <const O extends Facts = object>(facts?: O) =>
    ({ kind: 'numbersByName', ...facts }) as { readonly kind: 'numbersByName' } & O,
  flag: <const O extends Facts = object>(facts?: O) =>
    ({ kind: 'flag', optional: true, ...facts }) as { readonly kind: 'flag'; readonly optional: true } & O,
  choice: <const T extends string, const O extends Facts = object>(values: readonly T[], facts?: O) =>
    ({ kind: 'choice', values, ...facts }) as { readonly kind: 'choice'; readonly values: readonly T[] } & O,
  names: <const O extends Facts = object>(values: readonly string[], facts?: O) =>
    ({ kind: 'names', values, ...facts }) as {
      readonly kind: 'names';
      readonly values: readonly string[];
    } & O,
  anyNames: <const O extends Facts = object>(max: number, itemMax: number, facts?: O) =>
    ({ kind: 'anyNames', max, itemMax, ...facts }) as {
      readonly kind: 'anyNames';
      readonly max: number;
      readonly itemMax: number;
    } & O,
  code: <const O extends Facts = object>(facts?: O) =>
    ({ kind: 'code', secret: true, description: 'The 4-digit emailed code, as a number.', ...facts }) as {
      readonly kind: 'code';
      readonly secret: true;
    } & O,
};

type Present<F> = F extends { kind: 'text' }
  ? string
  : F extends { kind: 'number'; orNull: true }
    ? number | null
    : F extends { kind: 'number' | 'code' }
      ? number
      : F extends { kind: 'numbersByName' }
        ? Record<string, number>
        : F extends { kind: 'flag' | 'yesNo' }
          ? boolean
          : F extends { kind: 'choice'; values: readonly string[] }
            ? F['values'][number]
            : F extends { kind: 'names' | 'anyNames' }
              ? string[]
              : never;

/** The value the core reads for a field: a flag is false when absent, any other optional field undefined. */
export type FieldValue<F> = F extends { kind: 'flag' }
  ? boolean
  : F extends { optional: true }
    ? Present<F> | undefined
    : Present<F>;

/** A body as the core reads it: every field, an optional one possibly undefined. */
export type BodyValues<B extends BodyFields> = { -readonly [K in keyof B]: FieldValue<B[K]> };

type OptionalNames<B extends BodyFields> = {
  [K in keyof B]: B[K] extends { optional: true } ? K : never;
}[keyof B];

/** A body as a client sends it: the optional fields may be left out. */
export type BodySent<B extends BodyFields> = Omit<
  { readonly [K in keyof B]: Present<B[K]> },
  OptionalNames<B>
> & { readonly [K in OptionalNames<B>]?: Present<B[K]> };

/** A field as the document shows it: its type and limits, its secret mark (writeOnly, src/contract/secret.ts). */
export function fieldSchema(field: BodyField): JsonSchema {
  const facts = {
    ...(field.description ? { description: field.description } : {}),
    ...(field.secret ? { writeOnly: true } : {}),
  };
  switch (field.kind) {
    case 'text':
      return { type: 'string', maxLength: field.max, ...facts };
    case 'number':
      return field.orNull
        ? { anyOf: [{ type: 'number' }, { type: 'null' }], ...facts }
        : { type: 'number', ...facts };
    case 'flag':
    case 'yesNo':
      return { type: 'boolean', ...facts };
    case 'numbersByName':
      return { type: 'object', additionalProperties: { type: 'number' }, ...facts };
    case 'choice':
      return { type: 'string', enum: [...field.values], ...facts };
    case 'names':
      return {
        type: 'array',
        items: { type: 'string', enum: [...field.values] },
        maxItems: field.values.length,
        ...facts,
      };
    case 'anyNames':
      return {
        type: 'array',
        items: { type: 'string', maxLength: field.itemMax },
        maxItems: field.max,
        ...facts,
      };
    case 'code':
      return {
        anyOf: [
          { type: 'integer', minimum: 0, maximum: 9999 },
          { type: 'string', pattern: '^\\d{1,4}$' },
        ],
        ...facts,
      };
  }
}

/** The body as the document shows it: these fields and no other (the core refuses the rest). */
export function bodySchemaOf(fields: BodyFields): JsonSchema {
  const required = Object.keys(fields).filter((name) => fields[name]?.optional !== true);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/** The names of the fields (or query parameters) marked secret. */
export const secretNamesOf = (fields: BodyFields | QueryParams): string[] =>
  Object.entries(fields).flatMap(([name, field]) => ('secret' in field && field.secret ? [name] : []));

/**
 * A query parameter: text; a day (yyyy-MM-dd); a comma-joined list; a whole number in a range; one of a set;
 * `true` or not. Every parameter is optional; the core's filters say what each means and word its refusals.
 */
export type QueryParam =
  | { readonly kind: 'text'; readonly secret?: true }
  | { readonly kind: 'day' }
  | { readonly kind: 'list' }
  | { readonly kind: 'whole'; readonly min: number; readonly max: number }
  | { readonly kind: 'choice'; readonly values: readonly string[] }
  | { readonly kind: 'flag' };
export type QueryParams = Readonly<Record<string, QueryParam>>;

export const query = {
  text: () => ({ kind: 'text' }) as const,
  /** A token a link carries (the unsubscribe link's): the server's log never shows it. */
  secret: () => ({ kind: 'text', secret: true }) as const,
  day: () => ({ kind: 'day' }) as const,
  list: () => ({ kind: 'list' }) as const,
  whole: (min: number, max: number) => ({ kind: 'whole', min, max }) as const,
  choice: <const T extends string>(values: readonly T[]) => ({ kind: 'choice', values }) as const,
  flag: () => ({ kind: 'flag' }) as const,
};

/** A query parameter as the document shows it. */
export function queryParamSchema(param: QueryParam): JsonSchema {
  switch (param.kind) {
    case 'day':
      return { type: 'string', format: 'date' };
    case 'whole':
      return { type: 'integer', minimum: param.min, maximum: param.max };
    case 'choice':
      return { type: 'string', enum: [...param.values] };
    case 'flag':
      return { type: 'boolean' };
    default:
      return param.kind === 'text' && param.secret ? { type: 'string', writeOnly: true } : { type: 'string' };
  }
}
