/** What a bench row is held to: the text the table shows, and the verdict it gives a measured value. */
export interface Target {
  text: string;
  verdict(value: number | number[], ratio: number | null): 'PASS' | 'MISS' | '—';
}

const judge = (pass: boolean) => (pass ? 'PASS' : 'MISS');
const first = (value: number | number[]) => (Array.isArray(value) ? (value[0] ?? NaN) : value);

/** At most `limit` of the row's unit, e.g. atMost(20, 'ms'). */
export const atMost = (limit: number, unit: string): Target => ({
  text: `≤ ${limit} ${unit}`,
  verdict: (value) => judge(first(value) <= limit),
});

/** At most `limit` × the floor measured in the same run. */
export const floorTimesAtMost = (limit: number): Target => ({
  text: `≤ ${limit} × floor`,
  verdict: (_value, ratio) => judge(ratio !== null && ratio <= limit),
});

/** Each of several scores at least its minimum, e.g. Lighthouse's [95, 100, 100]. */
export const eachAtLeast = (minimums: number[]): Target => ({
  text: `≥ ${minimums.join(' / ')}`,
  verdict: (value) => {
    const values = Array.isArray(value) ? value : [value];
    return judge(minimums.every((min, i) => (values[i] ?? -Infinity) >= min));
  },
});

/** The reference the ratios of its part are taken against. */
export const FLOOR: Target = { text: 'the floor', verdict: () => '—' };

/** Measured and shown, held to nothing. */
export const REPORTED: Target = { text: 'reported', verdict: () => '—' };

/** At least `limit` × the floor (or the reference named) measured in the same run (a rate: more is better). */
export const floorTimesAtLeast = (limit: number, of = 'floor'): Target => ({
  text: `≥ ${limit} × ${of}`,
  verdict: (_value, ratio) => judge(ratio !== null && ratio >= limit),
});

/** A ceiling other rows are held to (the database itself, for the server): measured, held to nothing. */
export const CEILING: Target = { text: 'the ceiling', verdict: () => '—' };
