import { describe, expect, it } from 'vitest';
import { isoFromPostgres } from '../../../server/db/schema/iso-from-postgres';

describe('timestamps read back from PostgreSQL', () => {
  it.each([
    ['2026-01-02 03:04:05.678+00', '2026-01-02T03:04:05.678Z'],
    ['2026-01-02 03:04:05+00', '2026-01-02T03:04:05.000Z'],
    ['2026-01-02 03:04:05.6+00', '2026-01-02T03:04:05.600Z'],
    ['2026-01-02 03:04:05.678912+00', '2026-01-02T03:04:05.678Z'],
    ['0042-01-02 03:04:05.678+00', '0042-01-02T03:04:05.678Z'],
    ['2026-01-02 05:04:05.678+02', '2026-01-02T03:04:05.678Z'],
    ['2026-01-01 22:34:05.678-04:30', '2026-01-02T03:04:05.678Z'],
  ])('reads %s as %s, the ISO string new Date would print', (text, iso) => {
    expect(isoFromPostgres(text)).toBe(iso);
  });

  it('refuses a form it does not know', () => {
    expect(() => isoFromPostgres('yesterday')).toThrow(/Unexpected timestamp/);
  });
});
