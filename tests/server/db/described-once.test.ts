// A hot prepared read asks PostgreSQL for its row's description once per connection (server/db/described-once.ts):
// later executions get no RowDescription, and still the same rows as node-postgres's own prepared query.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runDescribedOnce, type Statement } from '../../../server/db/described-once';
import { describePostgresLeg } from '../support/postgres-leg';

const TEXT = `select $1::text as word, 10 / $2::int as tenth, null::int as nothing, 2.5::numeric as half,
  true as yes, '2026-01-02 03:04:05+00'::timestamptz as at from generate_series(1, $3::int)`;

const statementOf = (name: string): Statement => ({
  name,
  text: TEXT,
  types: pg.types,
  described: new WeakMap(),
});

describePostgresLeg('a prepared read described once per connection', (url) => {
  // One connection, so every execution below shares it.
  let pool: pg.Pool;
  let descriptions = 0;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1, options: '-c TimeZone=UTC' });
    pool.on('connect', (client) => {
      Reflect.get(client, 'connection').on('rowDescription', () => (descriptions += 1));
    });
  });
  afterAll(() => pool.end());

  it('answers the rows node-postgres answers, and its row is described on the first execution only', async () => {
    const statement = statementOf('described_once_rows');
    const expected = await pool.query({ text: TEXT, rowMode: 'array' }, ['ab', 5, 2]);
    descriptions = 0;
    for (let run = 0; run < 4; run += 1)
      expect(await runDescribedOnce(pool, statement, ['ab', 5, 2])).toEqual(expected.rows);
    expect(descriptions).toBe(1);
    expect(await runDescribedOnce(pool, statement, ['none', 1, 0])).toEqual([]);
    expect(descriptions).toBe(1);
  });

  it('answers an error as a refusal, and the next execution is described again and answers', async () => {
    const statement = statementOf('described_once_error');
    expect(await runDescribedOnce(pool, statement, ['x', 1, 1])).toHaveLength(1);
    await expect(runDescribedOnce(pool, statement, ['x', 0, 1])).rejects.toThrow(/division by zero/);
    descriptions = 0;
    expect(await runDescribedOnce(pool, statement, ['y', 2, 1])).toEqual([
      ['y', 5, null, '2.5', true, new Date('2026-01-02T03:04:05Z')],
    ]);
    expect(descriptions).toBe(1);
  });

  it('refuses a parameter it cannot write as text before anything is sent', async () => {
    const statement = statementOf('described_once_object');
    await expect(runDescribedOnce(pool, statement, [{}, 1, 1])).rejects.toThrow(/text, numbers or booleans/);
    expect(await runDescribedOnce(pool, statement, ['z', 1, 1])).toHaveLength(1);
  });
});
