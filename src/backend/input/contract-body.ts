/**
 * A call's JSON body read by what its contract declares it IS (src/contract/fields.ts: each field's type,
 * size, whether a client may leave it out), in the words the core chooses for it: each field's label and
 * refusal messages. What a value MEANS — a strong password, a known location — is the handler's rule.
 */
import type { Call } from '../../contract/call';
import type { BodyField, BodyFields, BodyValues } from '../../contract/fields';
import type { RequestBody } from '../wire';
import { readJsonBody } from './body';
import {
  code,
  flag,
  maybe,
  names,
  number,
  numbersByName,
  oneOf,
  orNull,
  text,
  yesNo,
  type Field,
  type Read,
} from './fields';

/** How the core words a text field: its label in messages, and the refusal of a missing or blank one. */
export interface TextWords {
  label: string;
  /** Without it, a missing text reads as '' and its rule judges it. */
  required?: string;
}

/** The words each kind of field needs. */
export type WordsFor<F> = F extends { kind: 'text' }
  ? TextWords
  : F extends { kind: 'number' | 'choice' | 'names' | 'anyNames' | 'yesNo' | 'numbersByName' }
    ? { invalid: string }
    : F extends { kind: 'flag' }
      ? { label: string }
      : Readonly<Record<string, never>>;

/** The body's fields of a call that takes JSON. */
export type BodyOf<C extends Call> = C['request'] extends { kind: 'json'; body: infer B extends BodyFields }
  ? B
  : never;

/** One entry per declared field, and no other: a field the contract does not declare is a type error. */
export type Words<C extends Call> = { readonly [K in keyof BodyOf<C>]: WordsFor<BodyOf<C>[K]> };

export type Body<C extends Call> = BodyValues<BodyOf<C>>;

function present(field: BodyField, words: object): Field<unknown> {
  const said = words as Partial<TextWords & { invalid: string }>;
  switch (field.kind) {
    case 'text':
      return text({
        label: said.label ?? '',
        max: field.max,
        ...(said.required === undefined ? {} : { required: said.required }),
        ...(field.blank ? { allowBlank: true } : {}),
        ...(field.exact ? { exact: true } : {}),
      });
    case 'number':
      return field.orNull ? orNull(number(said.invalid ?? '')) : number(said.invalid ?? '');
    case 'yesNo':
      return yesNo(said.invalid ?? '');
    case 'numbersByName':
      return numbersByName(said.invalid ?? '');
    case 'choice':
      return oneOf(field.values, said.invalid ?? '');
    case 'flag':
      return flag(said.label ?? '');
    case 'names':
      return names(field.values.length, said.invalid ?? '');
    case 'anyNames':
      return names(field.max, said.invalid ?? '', field.itemMax);
    case 'code':
      return code();
  }
}

/** The reader of one declared field: an optional one (not a flag, false when absent) reads absent as undefined. */
const readerOf = (field: BodyField, words: object): Field<unknown> => {
  const reader = present(field, words);
  return field.optional && field.kind !== 'flag' ? maybe(reader) : reader;
};

/** The readers of `call`'s body, in the contract's order (the first refusal is the one a form shows first). */
export function bodyReaders(
  call: Call,
  words: Readonly<Record<string, object>>,
): Record<string, Field<unknown>> {
  if (call.request.kind !== 'json') throw new Error(`${call.name} takes no JSON body.`);
  return Object.fromEntries(
    Object.entries(call.request.body).map(([name, field]) => [name, readerOf(field, words[name] ?? {})]),
  );
}

/**
 * `call`'s body read by its contract's fields in the core's `words`: its values, or the first refusal's words.
 * Made once per route, read on every request.
 */
export function contractBody<K extends Call>(call: K, words: Words<K>): (body: RequestBody) => Read<Body<K>> {
  const readers = bodyReaders(call, words);
  // The readers are the contract's fields, so the values are its body's.
  return (body) => readJsonBody(body, readers) as Read<Body<K>>;
}
