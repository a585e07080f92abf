import { describe, expect, it } from 'vitest';
import { defineMetadata, getMetadata, getOwnMetadata } from '../../src/adapters/reflect-metadata-lite';

// What inversify reads and writes through reflect-metadata, as the package's own build answers it.
describe('the reflect-metadata functions inversify uses', () => {
  // Targets as inversify's are: a function and one whose prototype chain leads to it.
  const Base = function Base() {};
  const Derived = Object.setPrototypeOf(function Derived() {}, Base) as object;

  it('keeps a value per target, key and property', () => {
    defineMetadata('k', 1, Base);
    defineMetadata('k', 2, Base, 'method');
    expect(getOwnMetadata('k', Base)).toBe(1);
    expect(getOwnMetadata('k', Base, 'method')).toBe(2);
    expect(getOwnMetadata('other', Base)).toBeUndefined();
  });

  it('reads an inherited value with getMetadata only, the nearest one winning', () => {
    defineMetadata('inherited', 'base', Base);
    expect(getOwnMetadata('inherited', Derived)).toBeUndefined();
    expect(getMetadata('inherited', Derived)).toBe('base');
    defineMetadata('inherited', 'derived', Derived);
    expect(getMetadata('inherited', Derived)).toBe('derived');
    expect(getMetadata('inherited', Base)).toBe('base');
  });

  it('keeps a value that is undefined apart from no value, as the package does', () => {
    defineMetadata('set', undefined, Derived);
    defineMetadata('set', 'base', Base);
    expect(getMetadata('set', Derived)).toBeUndefined();
  });
});
