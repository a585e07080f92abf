import { describe, expect, it } from 'vitest';
import { cryptoGenerator } from '../../../server/ports/crypto-generator';

const generate = cryptoGenerator('a-test-secret-of-at-least-32-characters');

const many = <T>(make: () => T): T[] => Array.from({ length: 2000 }, make);

describe('the crypto generator', () => {
  it('makes 4-digit codes across the whole range, leading zeros kept', () => {
    const codes = many(generate.code);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1500);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('makes URL-safe tokens of 256 bits that never repeat', () => {
    const tokens = many(generate.token);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('makes 24-hex ids like the API', () => {
    const ids = many(generate.objectId);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes the same opaque id for the same text, different ones for other texts or another secret', () => {
    const other = cryptoGenerator('another-secret-of-at-least-32-characters');
    expect(generate.opaqueId('nobody@example.com')).toMatch(/^[0-9a-f]{24}$/);
    expect(generate.opaqueId('nobody@example.com')).toBe(generate.opaqueId('nobody@example.com'));
    expect(generate.opaqueId('nobody@example.com')).not.toBe(generate.opaqueId('someone@example.com'));
    expect(other.opaqueId('nobody@example.com')).not.toBe(generate.opaqueId('nobody@example.com'));
  });
});
