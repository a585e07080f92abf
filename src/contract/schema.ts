/**
 * The contract's schema builder: each function returns a plain superstruct struct (so `Infer<>`, `Describe<>`,
 * `validate` and `is` work as everywhere), and records the JSON Schema it stands for beside it, so the OpenAPI
 * document is generated from the very structs that decode the answers (openapi.ts).
 */
import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  type Struct,
} from 'superstruct';

export type JsonSchema = Readonly<Record<string, unknown>>;

/** Keyed by the struct itself: a struct is an object, and the map lets go of it with the struct. */
const described = new WeakMap<object, JsonSchema>();
/** Structs that may be absent from their object (optional): left out of the object's `required`. */
const absentAllowed = new WeakSet<object>();

function tagged<S extends object>(struct: S, schema: JsonSchema): S {
  described.set(struct, schema);
  return struct;
}

/** The JSON Schema a contract struct stands for ({} — anything — for a struct not built here). */
export const jsonSchemaOf = (struct: object): JsonSchema => described.get(struct) ?? {};

export const text = (description?: string) =>
  tagged(string(), { type: 'string', ...(description ? { description } : {}) });
export const num = (description?: string) =>
  tagged(number(), { type: 'number', ...(description ? { description } : {}) });
export const flag = () => tagged(boolean(), { type: 'boolean' });
export const oneOf = <T extends string>(values: readonly T[]) =>
  tagged(enums(values), { type: 'string', enum: [...values] });
export const exactly = <T extends string | number | boolean | null>(value: T) =>
  tagged(literal(value), { const: value });
export const listOf = <T, S>(item: Struct<T, S>) =>
  tagged(array(item), { type: 'array', items: jsonSchemaOf(item) });
export const either = <A, B>(a: Struct<A, unknown>, b: Struct<B, unknown>) =>
  tagged(union([a, b]), { anyOf: [jsonSchemaOf(a), jsonSchemaOf(b)] });

/** Present or absent. */
export function absent<T, S>(struct: Struct<T, S>) {
  const made = tagged(optional(struct), jsonSchemaOf(struct));
  absentAllowed.add(made);
  return made;
}

/** The value or null. */
export const orNull = <T, S>(struct: Struct<T, S>) =>
  tagged(nullable(struct), { anyOf: [jsonSchemaOf(struct), { type: 'null' }] });

/** Absent, or null as a real server may send it (the app drops such nulls: adapters/http/absent-for-null.ts). */
export function maybe<T, S>(struct: Struct<T, S>) {
  const made = tagged(optional(nullable(struct)), { anyOf: [jsonSchemaOf(struct), { type: 'null' }] });
  absentAllowed.add(made);
  return made;
}

type Shape = Parameters<typeof type>[0];

/**
 * An object of these fields. Decoded with `type()`: a field the server adds later never breaks the app
 * (docs/product.md §7 answers), so the document allows more properties too.
 */
export function fields<S extends Shape>(shape: S) {
  const properties = Object.fromEntries(Object.entries(shape).map(([name, s]) => [name, jsonSchemaOf(s)]));
  const required = Object.entries(shape)
    .filter(([, s]) => !absentAllowed.has(s))
    .map(([name]) => name);
  return tagged(type(shape), {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
  });
}
