/**
 * The JSON Schema a contract struct stands for, read off the struct when the OpenAPI document is made (only
 * openapi.ts imports this): superstruct keeps each struct's kind in `type` and its parts in `schema` (an
 * array's item, an object's fields, an enum's values, a literal's value, `either`'s two members), and an
 * optional or nullable struct is its inner struct that also accepts undefined or null.
 */
import { is, Struct } from 'superstruct';
import { FIELD_MEANINGS } from './field-meanings';
import { SECRET_ANSWER_MARK } from './secret';
import { BY_NAME_VALUES, type JsonSchema } from './schema';

type AnyStruct = Struct<unknown, unknown>;

const isStruct = (value: unknown): value is AnyStruct => value instanceof Struct;

const partsOf = (value: unknown): AnyStruct[] => (Array.isArray(value) ? value.filter(isStruct) : []);

/** The struct as if neither absent nor null were allowed: what `optional`/`nullable` wrap. */
function core(struct: AnyStruct, description: string | undefined): JsonSchema {
  const said = description ? { description } : {};
  const { schema } = struct;
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return { type: struct.type, ...said };
    case 'secret':
      return { type: 'string', ...SECRET_ANSWER_MARK, ...said };
    case 'enums':
      return { type: 'string', enum: Object.values(schema ?? {}), ...said };
    case 'literal':
      return { const: schema, ...said };
    case 'array':
      return { type: 'array', items: isStruct(schema) ? jsonSchemaOf(schema) : {}, ...said };
    case 'union':
      return { anyOf: partsOf(schema).map((member) => jsonSchemaOf(member)), ...said };
    case 'type':
      return { ...objectSchema(struct, schema), ...said };
    case 'record': {
      const value = BY_NAME_VALUES.get(struct);
      return { type: 'object', additionalProperties: value ? jsonSchemaOf(value) : {}, ...said };
    }
    default:
      return {};
  }
}

/** Kinds whose own rule refuses null: one of them that accepts null was made nullable. */
const REFUSE_NULL = new Set(['string', 'secret', 'number', 'boolean', 'enums', 'array', 'type', 'record']);

/** The JSON Schema of `struct`; `description`: what the field holding it means (field-meanings.ts). */
export function jsonSchemaOf(struct: object, description?: string): JsonSchema {
  if (!isStruct(struct)) return {};
  const schema = core(struct, description);
  return REFUSE_NULL.has(struct.type) && is(null, struct) ? { anyOf: [schema, { type: 'null' }] } : schema;
}

function objectSchema(struct: AnyStruct, shape: unknown): JsonSchema {
  const entries = Object.entries(typeof shape === 'object' && shape !== null ? shape : {}).flatMap(
    ([name, field]: [string, unknown]) => (isStruct(field) ? [[name, field] as const] : []),
  );
  const meanings = FIELD_MEANINGS.get(struct);
  const properties = Object.fromEntries(
    entries.map(([name, field]) => [name, jsonSchemaOf(field, meanings?.[name])]),
  );
  const required = entries.filter(([, field]) => !is(undefined, field)).map(([name]) => name);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}
