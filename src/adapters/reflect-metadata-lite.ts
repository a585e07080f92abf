/**
 * What inversify needs of reflect-metadata, in place of the package's lite build: vite.config.ts resolves
 * `reflect-metadata/lite`, which inversify imports for its side effect, to this module. inversify reads and
 * writes class metadata through three functions only (getOwnMetadata, getMetadata, defineMetadata); the
 * package's lite build also carries Map/Set/WeakMap polyfills and a provider registry, 2.6 kB gzip that every
 * page with services downloaded (docs/performance.md, "Bundle budgets"). The container binds with factories,
 * never decorators, so inversify writes little here; what it writes still behaves as the package's would.
 */
type Property = string | symbol | undefined;
type Entries = Map<unknown, unknown>;

const registry = new WeakMap<object, Map<Property, Entries>>();

function entriesOf(target: object, property: Property, create: true): Entries;
function entriesOf(target: object, property: Property, create: false): Entries | undefined;
function entriesOf(target: object, property: Property, create: boolean): Entries | undefined {
  let byProperty = registry.get(target);
  if (!byProperty && create) registry.set(target, (byProperty = new Map()));
  let entries = byProperty?.get(property);
  if (!entries && create) byProperty?.set(property, (entries = new Map()));
  return entries;
}

export function defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol) {
  entriesOf(target, property, true).set(key, value);
}

export function getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown {
  return entriesOf(target, property, false)?.get(key);
}

/** The target's own value, or the nearest one up its prototype chain, as classes inherit metadata. */
export function getMetadata(key: unknown, target: object, property?: string | symbol): unknown {
  for (let at: object | null = target; at !== null; at = Object.getPrototypeOf(at)) {
    const entries = entriesOf(at, property, false);
    if (entries?.has(key)) return entries.get(key);
  }
  return undefined;
}

// Installed once, unless a full reflect-metadata is already there (a test runner may have loaded it).
if (!('defineMetadata' in Reflect)) Object.assign(Reflect, { defineMetadata, getOwnMetadata, getMetadata });
