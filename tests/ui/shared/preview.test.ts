import { describe, expect, it } from 'vitest';
import { preview, previewUnbroken } from '../../../src/ui/shared/components/tooltip/preview';

describe('text previews cut with an ellipsis, full text kept', () => {
  it.each([
    ['Birthday bonus', 10, 'Birthday b...', true],
    ['Short', 10, 'Short', false],
    ['Exactly 10', 10, 'Exactly 10', false],
    ['Double points every Tuesday in January', 30, 'Double points every Tuesday in...', true],
    ['', 30, '', false],
    [null, 30, '', false],
    [undefined, 10, '', false],
    ['😀😀😀😀😀😀😀😀😀😀😀', 10, '😀😀😀😀😀😀😀😀😀😀...', true],
  ])('%s at %i → %s', (text, max, shown, truncated) => {
    const result = preview(text, max);
    expect(result.text).toBe(shown);
    expect(result.truncated).toBe(truncated);
    expect(result.full).toBe(text ?? '');
  });
});

describe('previewUnbroken: text that wraps at its spaces, cut only where it cannot (docs/architecture.md, "Console conventions")', () => {
  it.each([
    ['Maya Chen', 5, { text: 'Maya Chen', truncated: false }],
    ['Maya Konstantinopoulou', 17, { text: 'Maya Konstantinopoulou', truncated: false }],
    ['Maya Konstantinopoulou', 16, { text: 'Maya Konstantino...', truncated: true }],
    ['MayaChenMayaChen', 8, { text: 'MayaChen...', truncated: true }],
    ['', 8, { text: '', truncated: false }],
  ])('%s with runs of at most %i', (value, max, expected) => {
    expect(previewUnbroken(value, max)).toEqual({ ...expected, full: value });
  });
});
