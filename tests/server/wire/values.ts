/** What a client can send instead of what a call expects: values of another type, sizes and hostile text. */
import type { FieldKind } from './calls';

/** For each kind, values of other types that a field of that kind must refuse. */
export const WRONG_TYPES: Record<FieldKind, readonly unknown[]> = {
  text: [12345, true, null, [], {}, ['a'], { $ne: null }],
  number: ['5', '', true, null, [], {}, [5], { $gt: 0 }],
  // '1234' as text is a code (docs/product.md §5 sends a number; the core also takes the digits).
  code: [true, null, [], {}, 'abcd', '12 34', 1.5, -1, 10_000],
  flag: ['true', 1, 0, null, [], {}],
  // [] is a list of its own (no locations: every one), so it is no wrong type.
  list: ['Oakville', 12345, true, null, {}, [12345], [null], [['Oakville']], { $ne: null }],
  numbersByName: [
    '5',
    5,
    true,
    null,
    [],
    [5],
    { Oakville: '5' },
    { Oakville: null },
    { Oakville: {} },
    { $gt: 0 },
  ],
};

/** Numbers past what any field takes: 2^31, 2^53 and beyond, fractions, signs, the largest double. */
export const EXTREME_NUMBERS: readonly number[] = [
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  0.5,
  -1,
  0,
];

/** One million characters: under the 1 MB body limit, far over every text field's own. */
export const MEGA_TEXT = 'x'.repeat(1_000_000);
/** A JSON body over the 1 MB limit. */
export const OVER_LIMIT_BODY = JSON.stringify({ padding: 'x'.repeat(1_100_000) });

/** Bodies that are not a JSON object. */
export const NOT_AN_OBJECT: readonly string[] = [
  '[]',
  '[1,2]',
  '"text"',
  '5',
  'null',
  'true',
  'not json',
  '{"a":',
];

/** SQL and script fragments, template and path tricks, control and direction characters: text, never code. */
export const HOSTILE_TEXT: readonly string[] = [
  "'; DROP TABLE clients; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  '%_\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  'null',
  '\u202egnp.exe',
  'Olá 👋 你好',
];
