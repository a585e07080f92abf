import { describe, expect, it, vi } from 'vitest';
import { createLocalSessionStore } from '../../../src/adapters/browser/local-session-store';

const TOKENS = { accessToken: 'at', refreshToken: 'rt', adminId: 'A-1' };

describe('the localStorage session store', () => {
  it('saves the tokens under admin-token, admin-refresh-token and admin', () => {
    createLocalSessionStore().save(TOKENS);
    expect(localStorage.getItem('admin-token')).toBe('at');
    expect(localStorage.getItem('admin-refresh-token')).toBe('rt');
    expect(localStorage.getItem('admin')).toBe('A-1');
  });

  it('reads back what it saved, and nulls when nothing is stored', () => {
    const store = createLocalSessionStore();
    expect(store.read()).toEqual({
      token: null,
      refreshToken: null,
      adminId: null,
      expiresAtMs: null,
      clockSkewMs: 0,
    });
    store.save(TOKENS);
    expect(store.read()).toEqual({
      token: 'at',
      refreshToken: 'rt',
      adminId: 'A-1',
      expiresAtMs: null,
      clockSkewMs: 0,
    });
  });

  it('keeps how far the server’s clock is from this browser’s, read off the token’s iat as it arrives', () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const serverNowS = 1_800_000_000;
    const token = `${encode({ alg: 'HS256' })}.${encode({ iat: serverNowS, exp: serverNowS + 3600 })}.sig`;
    // This browser's clock is 3 hours fast.
    const browserNow = serverNowS * 1000 + 3 * 3_600_000;
    const store = createLocalSessionStore(localStorage, window, () => browserNow);
    store.save({ ...TOKENS, accessToken: token });
    expect(store.read().clockSkewMs).toBe(-3 * 3_600_000);
    expect(localStorage.getItem('admin-clock-skew')).toBe(String(-3 * 3_600_000));
    store.clear();
    expect(localStorage.getItem('admin-clock-skew')).toBeNull();
  });

  it('clear removes the session keys but keeps the remembered email and the theme', () => {
    const store = createLocalSessionStore();
    store.save(TOKENS);
    store.rememberEmail({ email: 'a@b.co', expiresAt: 99 });
    localStorage.setItem('theme', 'dark');
    store.clear();
    expect(store.read()).toEqual({
      token: null,
      refreshToken: null,
      adminId: null,
      expiresAtMs: null,
      clockSkewMs: 0,
    });
    expect(store.readRememberedEmail()).toEqual({ email: 'a@b.co', expiresAt: 99 });
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps the remembered email as JSON {email, expiresAt} under admin-email', () => {
    const store = createLocalSessionStore();
    store.rememberEmail({ email: 'a@b.co', expiresAt: 1700000000000 });
    expect(JSON.parse(localStorage.getItem('admin-email') ?? 'null')).toEqual({
      email: 'a@b.co',
      expiresAt: 1700000000000,
    });
    store.forgetEmail();
    expect(localStorage.getItem('admin-email')).toBeNull();
  });

  it('treats a hand-edited or corrupt remembered email as none', () => {
    const store = createLocalSessionStore();
    for (const raw of ['not json', '"a@b.co"', '{"email":"a@b.co"}', '{"email":1,"expiresAt":2}']) {
      localStorage.setItem('admin-email', raw);
      expect(store.readRememberedEmail()).toBeNull();
    }
  });

  it('acts as empty, without throwing, when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = createLocalSessionStore(blocked);
    expect(() => store.save(TOKENS)).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(store.read()).toEqual({
      token: null,
      refreshToken: null,
      adminId: null,
      expiresAtMs: null,
      clockSkewMs: 0,
    });
  });

  it('tells subscribers when another tab changes a session key, and not for other keys', () => {
    const store = createLocalSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin-token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin-email' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin' }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("tells this tab's subscribers when this tab signs in or out, since no storage event comes for it", () => {
    const store = createLocalSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save(TOKENS);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.save(TOKENS);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
