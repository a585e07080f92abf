import { describe, expect, it } from 'vitest';
import { rememberedEmail } from '../../../src/application/use-cases/sign-in';
import { memorySessionStore } from './fakes';

const NOW = Date.UTC(2026, 0, 10, 12);

describe('the remembered email', () => {
  it('is prefilled while its expiry is in the future', () => {
    const session = memorySessionStore({}, { email: 'a@b.c', expiresAt: NOW + 1 });
    expect(rememberedEmail({ session, clock: { now: () => NOW } })).toBe('a@b.c');
  });

  it('is forgotten once its 7 days have passed', () => {
    const session = memorySessionStore({}, { email: 'a@b.c', expiresAt: NOW });
    expect(rememberedEmail({ session, clock: { now: () => NOW } })).toBe('');
    expect(session.readRememberedEmail()).toBeNull();
  });
});
