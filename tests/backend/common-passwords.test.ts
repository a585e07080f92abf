/**
 * A chosen password is none of the packaged common passwords, through its word and its look-alikes
 * (docs/security.md, "Common passwords"); the domain's rules still come first.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../../src/backend/rules/common-password-list';
import { chosenPasswordProblem } from '../../src/backend/rules/common-passwords';
import { MESSAGES } from '../../src/domain/messages';
import { COMMON_PASSWORD_MESSAGE, commonPasswordForms } from '../../src/domain/password';

describe('the packaged list', () => {
  it('holds the 10,000 most common passwords, lower-cased, each once, the most common first', () => {
    const words = COMMON_PASSWORDS.split('\n').filter((word) => word !== '');
    expect(words).toHaveLength(10_000);
    expect(new Set(words).size).toBe(10_000);
    expect(words.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(words.every((word) => word === word.toLowerCase())).toBe(true);
  });
});

describe('the forms of a password compared with the list', () => {
  it.each<[string, string]>([
    ['Password1!', 'password'],
    ['P@ssw0rd1', 'password'],
    ['!!Dragon2024', 'dragon'],
    ['Ｐａｓｓｗｏｒｄ１!', 'password'],
  ])('%j is compared as %j too', (password, form) => {
    expect(commonPasswordForms(password)).toContain(form);
  });

  it('a word shorter than 4 letters is not compared alone', () => {
    expect(commonPasswordForms('New@12345')).toEqual(['new@12345', 'newai2eas']);
  });
});

describe('a chosen password', () => {
  it.each([
    'Password1!',
    'P@ssw0rd1',
    'Qwerty123!',
    'Dragon2024!',
    'Sunshine#1',
    'Welcome#2026',
    'Iloveyou1!',
  ])('%j is refused as too common', async (password) => {
    expect(await chosenPasswordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each(['Harbour#Lights26', 'Strong#Pass1', 'Tr0ub4dor&3', 'N3w!password-secret', 'New@12345'])(
    '%j may be used',
    async (password) => {
      expect(await chosenPasswordProblem(password)).toBeUndefined();
    },
  );

  it('the domain’s rules come first: a weak password is told what it lacks', async () => {
    expect(await chosenPasswordProblem('password')).toBe(MESSAGES.passwordUppercase);
    expect(await chosenPasswordProblem('')).toBe(MESSAGES.passwordRequired);
  });
});
