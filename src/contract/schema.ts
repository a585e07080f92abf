/**
 * The contract's schema builder: each function returns a plain superstruct struct (so `Infer<>`, `Describe<>`,
 * `validate` and `is` work as everywhere) and records nothing beside it. The OpenAPI generator reads the JSON
 * Schema off the structs themselves when it makes the document (json-schema.ts), so the app's build carries the
 * decoders only (docs/performance.md, "Bundle budgets").
 */
import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  union,
  Struct,
} from 'superstruct';

export type JsonSchema = Readonly<Record<string, unknown>>;

export const text = () => string();
export const num = () => number();
export const flag = () => boolean();
export const oneOf = <T extends string>(values: readonly T[]) => enums(values);
export const exactly = <T extends string | number | boolean | null>(value: T) => literal(value);
export const listOf = <T, S>(item: Struct<T, S>) => array(item);

/**
 * One of two. superstruct's union keeps no record of its members, so the struct carries them as its `schema`
 * (as `array` carries its item and `type` its fields) for the generator to read.
 */
export function either<A, B>(a: Struct<A, unknown>, b: Struct<B, unknown>) {
  const made = union([a, b]);
  return new Struct<A | B, readonly [Struct<A, unknown>, Struct<B, unknown>]>({ ...made, schema: [a, b] });
}

/** The value struct of each `byName` struct: superstruct's record keeps none, the generator reads it here. */
export const BY_NAME_VALUES = new WeakMap<object, object>();

/** An object of any names, each holding a value of `value` (a location's rate by its name). */
export function byName<T>(value: Struct<T, unknown>) {
  const made = record(string(), value);
  BY_NAME_VALUES.set(made, value);
  return made;
}

/** Present or absent. */
export const absent = <T, S>(struct: Struct<T, S>) => optional(struct);

/** The value or null. */
export const orNull = <T, S>(struct: Struct<T, S>) => nullable(struct);

/**
 * Text the server answers once and never again (an API key's secret): the document marks it secret
 * (secret.ts) by its kind, `secret`, which decodes as any text does.
 */
export const secretText = () => new Struct<string, null>({ ...string(), type: 'secret' });

/** Absent, or null as a real server may send it (the app drops such nulls: adapters/http/absent-for-null.ts). */
export const maybe = <T, S>(struct: Struct<T, S>) => optional(nullable(struct));

type Shape = Parameters<typeof type>[0];

/**
 * An object of these fields. Decoded with `type()`: a field the server adds later never breaks the app
 * (docs/product.md §7 answers), so the document allows more properties too.
 */
export const fields = <S extends Shape>(shape: S) => type(shape);

/**
 * The mapper of a record to its wire shape (backend/wire-shapes.ts): the fields `schema` declares, each copied
 * if the record has it, and no other, so a store's row never leaks a column the contract does not name.
 */
export function mapperOf<T extends object>(schema: Struct<T, unknown>): (record: T) => T {
  const shape: unknown = schema.schema;
  const keys = Object.keys(typeof shape === 'object' && shape !== null ? shape : {});
  return (record) => {
    const shown: Record<string, unknown> = {};
    for (const key of keys)
      if (Object.hasOwn(record, key)) shown[key] = (record as Record<string, unknown>)[key];
    // Every declared field the record has, and only those: the schema's type, as `record` was.
    return shown as T;
  };
}
