/** Bundle budgets: gzip JavaScript per route, as a multiple of the floor page (docs/performance.md). */
export const BUDGETS = {
  publicPage: 1.25,
  // docs/performance.md, "Bundle budgets": measured 2.159 x and 2.947 x since the console's repositories come with
  // the console's first page (console-bindings.ts), not with sign-in.
  login: 2.17,
  clientsHttp: 2.95,
} as const;

/** Every public route of docs/product.md §2 a visitor can land on. */
export const PUBLIC_PATHS = [
  '/',
  '/home-page',
  '/home-page-vendors',
  '/home-page-clients',
  '/works-for-vendors',
  '/how-it-works',
  '/get-help',
  '/about-page',
  '/coming-soon',
  '/terms-of-use',
  '/privacy-policy',
  '/faq',
  '/refund-policy',
  '/connect-company',
] as const;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The entry chunk and everything it imports statically: what every page loads. */
export function entryClosure(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen];
}

export const isFakeBackendKey = (key: string) => key.includes('adapters/mirage') || key.includes('miragejs');
