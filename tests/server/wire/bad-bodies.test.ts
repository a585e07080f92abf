/**
 * Bad input at the wire, against the server on PGlite over real HTTP: every JSON call with a field missing,
 * an extra one, one of another type, 1 MB of text, numbers past 2^31 and 2^53, a body over 1 MB or no JSON
 * object at all is answered 4xx with a JSON message, and the database is exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/backend/create-backend';
import type { RawReply } from '../support/raw-http';
import { expectAllRefused, useWireServer, type WireServer } from '../support/wire-server';
import { CALLS, pathOf, titleOf, validBody, type BodyField, type WireCall } from './calls';
import { EXTREME_NUMBERS, MEGA_TEXT, NOT_AN_OBJECT, OVER_LIMIT_BODY, WRONG_TYPES } from './values';

type Attempt = readonly [string, (server: WireServer) => Promise<RawReply>];

const withField = (call: WireCall, name: string, value: unknown) => ({ ...validBody(call), [name]: value });
const without = (call: WireCall, name: string) =>
  Object.fromEntries(Object.entries(validBody(call)).filter(([key]) => key !== name));
const json =
  (call: WireCall, body: unknown): Attempt[1] =>
  (server) =>
    server.sendJson(call.verb, pathOf(call), body);
const text =
  (call: WireCall, body: string): Attempt[1] =>
  (server) =>
    server.send(call.verb, pathOf(call), { body, headers: { 'content-type': 'application/json' } });

const extraField = (call: WireCall): Record<string, unknown> =>
  call.body !== undefined && 'role' in call.body ? { isAdmin: true } : { role: 'Super Admin' };

/** The values of other types for the field: null is none where it means something (an expiry that is off). */
const wrongTypes = (field: BodyField): readonly unknown[] =>
  WRONG_TYPES[field.kind].filter((value) => !(field.orNull && value === null));

/** The extreme numbers the field does not take (a bonus of 0 is one it does). */
const extremesFor = (field: BodyField): number[] =>
  EXTREME_NUMBERS.filter((n) => !(field.takes ?? []).includes(n))
    // 0 is the code 0000: a wrong code, not a wrong value.
    .filter((n) => field.kind !== 'code' || n !== 0);

function shapeAttempts(call: WireCall): Attempt[] {
  const fields = Object.entries(call.body ?? {});
  return [
    ...fields
      .filter(([, field]) => !field.optional)
      .map(([name]): Attempt => [`without ${name}`, json(call, without(call, name))]),
    // A field no call of this kind reads (the team's calls do read `role`: for them, another one).
    ['with an extra field', json(call, { ...validBody(call), ...extraField(call) })],
    [
      'with a __proto__ field',
      text(call, `{"__proto__":{"isAdmin":true},${JSON.stringify(validBody(call)).slice(1)}`),
    ],
    ...fields.flatMap(([name, field]) =>
      wrongTypes(field).map((value): Attempt => [
        `${name} = ${JSON.stringify(value)}`,
        json(call, withField(call, name, value)),
      ]),
    ),
  ];
}

function sizeAttempts(call: WireCall): Attempt[] {
  const fields = Object.entries(call.body ?? {});
  const required = fields.some(([, field]) => !field.optional);
  return [
    ...fields
      .filter(([, field]) => field.kind === 'text')
      .map(([name]): Attempt => [
        `${name} of 1,000,000 characters`,
        json(call, withField(call, name, MEGA_TEXT)),
      ]),
    ...fields
      .filter(([, field]) => field.kind === 'number' || field.kind === 'code')
      .flatMap(([name, field]) =>
        extremesFor(field).map((n): Attempt => [`${name} = ${n}`, json(call, withField(call, name, n))]),
      ),
    ...fields
      .filter(([, field]) => field.kind === 'list')
      .flatMap(([name]): Attempt[] => [
        [`${name} holding 1,000,000 characters`, json(call, withField(call, name, [MEGA_TEXT]))],
        [`${name} of 10,000 items`, json(call, withField(call, name, Array(10_000).fill('Oakville')))],
      ]),
    // A rate by a name of 1,000,000 characters, and each extreme rate at a real location.
    ...fields
      .filter(([, field]) => field.kind === 'numbersByName')
      .flatMap(([name, field]): Attempt[] => [
        [`${name} naming 1,000,000 characters`, json(call, withField(call, name, { [MEGA_TEXT]: 1 }))],
        ...extremesFor(field).map((n): Attempt => [
          `${name} of Oakville = ${n}`,
          json(call, withField(call, name, { Oakville: n })),
        ]),
      ]),
    ['a body over 1 MB', text(call, OVER_LIMIT_BODY)],
    ...NOT_AN_OBJECT.map((body): Attempt => [`the body ${body}`, text(call, body)]),
    // No body reads as no fields: refused only where a field is required (a resend needs none).
    ...(required ? [['an empty body', text(call, '')] as Attempt] : []),
  ];
}

describe('bad bodies at the wire (the server on PGlite)', () => {
  const wire = useWireServer();
  const refused = (attempts: Attempt[]) =>
    expectAllRefused(
      wire(),
      attempts.map(([what, send]) => [what, () => send(wire())] as const),
    );

  it('the table covers every call of the core', () => {
    expect(CALLS.map(titleOf).sort()).toEqual(ROUTES.map((r) => `${r.verb} ${r.path}`).sort());
  });

  for (const call of CALLS.filter((c) => c.body)) {
    it(`${titleOf(call)}: a missing field, an extra one, or one of another type is refused and changes nothing`, () =>
      refused(shapeAttempts(call)));
    it(`${titleOf(call)}: 1 MB of text, extreme numbers and bodies that are no JSON object are refused and change nothing`, () =>
      refused(sizeAttempts(call)));
  }
});
