import { describe, expect, it } from 'vitest';
import { formatMmSs, formatMSs } from '../../../src/ui/shared/countdown/countdown-format';

describe('countdown formats', () => {
  it.each([
    [60, '01:00', '1:00'],
    [59, '00:59', '0:59'],
    [5, '00:05', '0:05'],
    [0, '00:00', '0:00'],
    [-3, '00:00', '0:00'],
    [125, '02:05', '2:05'],
  ])('%i s → %s (mm:ss) and %s (m:ss)', (seconds, mmss, mss) => {
    expect(formatMmSs(seconds)).toBe(mmss);
    expect(formatMSs(seconds)).toBe(mss);
  });
});
