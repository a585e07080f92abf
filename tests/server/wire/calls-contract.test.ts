/**
 * The wire table (calls.ts) against the contract (src/contract): each row sends every body field its call
 * declares and no other, of the kind the contract gives it, nullable alike, left out only where the contract
 * allows it, and names every query parameter the call reads. A field the contract gains and the table lacks would never be sent wrong.
 */
import { describe, expect, it } from 'vitest';
import { CALLS as CONTRACT, queryNames, type Call } from '../../../src/contract';
import type { BodyField as DeclaredField } from '../../../src/contract/fields';
import { CALLS, titleOf, type BodyField, type FieldKind } from './calls';

/** The wire's kind of each declared kind: a choice is sent as text, a yes-or-no as a flag, names as a list. */
const WIRE_KIND: Record<DeclaredField['kind'], FieldKind> = {
  text: 'text',
  choice: 'text',
  number: 'number',
  code: 'code',
  flag: 'flag',
  yesNo: 'flag',
  names: 'list',
  anyNames: 'list',
  numbersByName: 'numbersByName',
};

/** What the wire suites send of a field: its kind, and whether null is a value of its own. */
const declaredFacts = (field: DeclaredField) => ({
  kind: WIRE_KIND[field.kind],
  orNull: 'orNull' in field && field.orNull === true,
});
const rowFacts = (field: BodyField) => ({ kind: field.kind, orNull: field.orNull === true });

const declaredBody = (call: Call): Record<string, DeclaredField> =>
  call.request.kind === 'json' ? call.request.body : {};

const mapped = <F, T>(fields: Record<string, F>, read: (field: F) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, read(field)]));

describe('the wire table against the contract', () => {
  for (const row of CALLS) {
    it(`${titleOf(row)}: every body field and query parameter the contract declares, as it declares them`, () => {
      const call = CONTRACT.find((c) => c.verb === row.verb && c.path === row.route);
      if (!call) throw new Error(`${titleOf(row)} is no call of the contract`);
      const declared = declaredBody(call);
      expect(mapped(row.body ?? {}, rowFacts)).toEqual(mapped(declared, declaredFacts));
      // A row may demand a field the contract lets a client leave out (the rule may need it beside the others:
      // points or an amount), never the other way: a field the reader demands is refused when missing.
      const leftOutAtWill = Object.entries(row.body ?? {}).filter(([, field]) => field.optional);
      expect(leftOutAtWill.map(([name]) => name).filter((name) => declared[name]?.optional !== true)).toEqual(
        [],
      );
      expect([...(row.query ?? [])].sort()).toEqual(queryNames(call).sort());
    });
  }
});
