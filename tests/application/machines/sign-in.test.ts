import { describe, expect, it } from 'vitest';
import { forgetExpiredEmail, rememberedEmail } from '../../../src/application/use-cases/sign-in';
import { memorySessionStore } from './fakes';

const NOW = Date.UTC(2026, 0, 10, 12);

describe('the remembered email', () => {
  it('is prefilled while its expiry is in the future', () => {
    const session = memorySessionStore({}, { email: 'a@b.c', expiresAt: NOW + 1 });
    expect(rememberedEmail({ session, clock: { now: () => NOW } })).toBe('a@b.c');
  });

  it('is not prefilled once its 7 days have passed, and reading it writes nothing', () => {
    const session = memorySessionStore({}, { email: 'a@b.c', expiresAt: NOW });
    expect(rememberedEmail({ session, clock: { now: () => NOW } })).toBe('');
    expect(session.readRememberedEmail()).toEqual({ email: 'a@b.c', expiresAt: NOW });
  });

  it('is forgotten once its 7 days have passed, and kept while they last', () => {
    const expired = memorySessionStore({}, { email: 'a@b.c', expiresAt: NOW });
    forgetExpiredEmail({ session: expired, clock: { now: () => NOW } });
    expect(expired.readRememberedEmail()).toBeNull();
    const valid = memorySessionStore({}, { email: 'a@b.c', expiresAt: NOW + 1 });
    forgetExpiredEmail({ session: valid, clock: { now: () => NOW } });
    expect(valid.readRememberedEmail()).toEqual({ email: 'a@b.c', expiresAt: NOW + 1 });
  });
});
