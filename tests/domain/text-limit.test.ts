import { describe, expect, it } from 'vitest';
import { tooLongMessage } from '../../src/domain/text-limit';

describe('a text limit, counted as the core counts it (docs/architecture.md, "Console conventions")', () => {
  it('says the limit in the core’s words', () => {
    expect(tooLongMessage('Notes', 5000)).toBe('Notes can be at most 5000 characters.');
  });
});
