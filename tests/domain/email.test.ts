import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, isValidEmail, validateEmail } from '../../src/domain/email';
import { MESSAGES } from '../../src/domain/messages';

describe('one email rule for every form and the backend', () => {
  it.each([
    'owner@beanthere.example',
    'first.last+tag@mail.example.ca',
    'a@b.co',
    "o'neil@example.com",
    'UPPER@EXAMPLE.COM',
    'x@sub-domain.example.org',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '<script>@x.com',
    'test@x.com.',
    'a b@x.com',
    ' a@x.com',
    'a@x.com ',
    'name@example',
    '@x.com',
    'a@',
    'two@@x.com',
    'a@b@c.com',
    '.dot@x.com',
    'dot.@x.com',
    'do..t@x.com',
    'a@-x.com',
    'a@x-.com',
    'a@x..com',
    'a@x.c',
    'a@x.c0m',
    '"quoted"@x.com',
    'a@[127.0.0.1]',
    `${'a'.repeat(65)}@x.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('says what is wrong in the style of docs/product.md §5: required first, then invalid', () => {
    expect(validateEmail('')).toBe(MESSAGES.emailRequired);
    expect(validateEmail(undefined)).toBe(MESSAGES.emailRequired);
    expect(validateEmail('test@x.com.')).toBe(EMAIL_INVALID);
    expect(validateEmail('owner@beanthere.example')).toBeUndefined();
  });
});
